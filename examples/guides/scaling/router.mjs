import express from 'express';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getOperationAST,
  Kind,
  parse,
} from 'graphql';

// Sends each operation, whole, to the one service that has all its root fields.
export async function createRouter(services) {
  const owners = new Map();
  for (const [name, url] of Object.entries(services)) {
    for (const field of await rootFieldsOf(url)) owners.set(field, name);
  }

  const app = express();
  app.post('/graphql', express.json(), async (req, res) => {
    const { query, operationName } = req.body;
    let document;
    let operation;
    try {
      document = parse(query);
      operation = getOperationAST(document, operationName);
    } catch (error) {
      res.status(400).json({ errors: [error] });
      return;
    }
    if (!operation) {
      res.status(400).json({ errors: [{ message: 'No operation to run.' }] });
      return;
    }
    const fields = rootFieldsIn(document, operation);
    const needed = [...new Set(fields.map((field) => owners.get(field)))];
    if (needed.length !== 1 || needed[0] === undefined) {
      const list = fields.map((field) => `${field} (${owners.get(field) ?? 'none'})`);
      const message = `Fields from more than one service: ${list.join(', ')}.`;
      res.json({ errors: [{ message }] });
      return;
    }
    const response = await fetch(services[needed[0]], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(req.body),
    });
    res.status(response.status).json(await response.json());
  });
  return app;
}

// The operation's root fields, also those selected through inline fragments
// and named fragments: a fragment must not hide a field from the router.
// Each named fragment is read once, so fragments that spread each other in a
// cycle end; the service's own validation then refuses them.
function rootFieldsIn(document, operation) {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const fields = new Set();
  const spread = new Set();
  const collect = (selectionSet) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.add(`${operation.operation}.${selection.name.value}`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return [...fields];
}

// Each service describes itself through introspection.
async function rootFieldsOf(url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const schema = buildClientSchema((await response.json()).data);
  return ['query', 'mutation', 'subscription'].flatMap((operation) =>
    Object.keys(schema.getRootType(operation)?.getFields() ?? {}).map(
      (field) => `${operation}.${field}`,
    ),
  );
}
