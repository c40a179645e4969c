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
    let operation;
    try {
      operation = getOperationAST(parse(query), operationName);
    } catch (error) {
      res.status(400).json({ errors: [error] });
      return;
    }
    if (!operation) {
      res.status(400).json({ errors: [{ message: 'No operation to run.' }] });
      return;
    }
    const fields = operation.selectionSet.selections
      .filter((selection) => selection.kind === Kind.FIELD)
      .map((selection) => `${operation.operation}.${selection.name.value}`);
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
