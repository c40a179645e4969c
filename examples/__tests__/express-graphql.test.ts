import {readFile} from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import {buildSchema, execute, graphql, GraphQLError, NoSchemaIntrospectionCustomRule} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {rootValue, schema} from '../express-graphql/schema.mjs';
import {
  examplesDir,
  listenOnFreePort,
  readPage,
  postGraphQL,
  readSample,
  readShownJson,
  schemaWithRefusingScalar,
  startServerScript,
  type RunningServer,
} from './harness';

const dir = 'express-graphql';
let server: RunningServer;

beforeAll(async () => {
  const {app} = await import('../express-graphql/app.mjs');
  server = await listenOnFreePort(app);
});
afterAll(() => server.close());

const send = async (name: string) =>
  postGraphQL(`${server.url}/graphql`, {query: await readSample(`${dir}/${name}.graphql`)});

test('resolvers written for express-graphql still read the request through the mapped context', async () => {
  const response = await send('hello');
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/hello.json`));
});

test('formatError hides an unexpected error message from clients and logs the original', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await send('report')).json).toEqual(await readShownJson(`${dir}/report.json`));
    expect(logged).toHaveBeenCalledWith(new Error('connection to reports-db:5432 refused'));
  } finally {
    logged.mockRestore();
  }
});

test("attack: a server value a built-in scalar refuses, and a library's GraphQLError with its own extensions, reach clients as Internal server error", async () => {
  const {formatError} = await import('../express-graphql/format-error.mjs');
  const leaky = buildSchema('type Query { name: String remote: String }');
  const leakyRoot = {
    name: () => ({token: 'abc123'}),
    remote: () => {
      throw new GraphQLError('upstream reports-db:5432 refused', {
        extensions: {code: 'UPSTREAM', stack: 'at Client.query (node_modules/pg/lib/client.js:526:17)'},
      });
    },
  };
  // What graphql-js reports, before formatError: the refused value, and the library's extensions.
  const unmasked = await graphql({schema: leaky, source: '{ name remote }', rootValue: leakyRoot});
  expect(unmasked.errors?.map((error) => error.message)).toEqual([
    'String cannot represent value: { token: "abc123" }',
    'upstream reports-db:5432 refused',
  ]);
  expect(unmasked.errors?.[1].extensions).toHaveProperty('stack');
  const app = express();
  app.all('/graphql', createHandler({schema: leaky, rootValue: leakyRoot, formatError}));
  const probe = await listenOnFreePort(app);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await postGraphQL(`${probe.url}/graphql`, {query: '{ name remote }'})).json).toEqual({
      errors: [
        {message: 'Internal server error', locations: [{line: 1, column: 3}], path: ['name']},
        {message: 'Internal server error', locations: [{line: 1, column: 8}], path: ['remote']},
      ],
      data: {name: null, remote: null},
    });
    expect(logged).toHaveBeenCalledTimes(2);
    // A request error has no path and passes, so the client learns what to fix.
    expect((await postGraphQL(`${probe.url}/graphql`, {query: '{ nam }'})).json).toEqual({
      errors: [
        {
          message: 'Cannot query field "nam" on type "Query". Did you mean "name"?',
          locations: [{line: 1, column: 3}],
        },
      ],
    });
  } finally {
    logged.mockRestore();
    await probe.close();
  }
  expect((await readPage('tutorials/express-graphql')).replaceAll(/\s+/g, ' ')).toContain(
    `a server value that a built-in scalar refused (\`${unmasked.errors?.[0].message}\`)`,
  );
});

test("not covered: a custom scalar's own message reaches clients through formatError, in a path-less variable error", async () => {
  const {formatError} = await import('../express-graphql/format-error.mjs');
  const secretSchema = schemaWithRefusingScalar('lookup on reports-db:5432 failed');
  const app = express();
  app.all('/graphql', createHandler({schema: secretSchema, formatError}));
  const probe = await listenOnFreePort(app);
  try {
    const response = await postGraphQL(`${probe.url}/graphql`, {
      query: 'query ($s: Secret) { f(s: $s) }',
      variables: {s: 1},
    });
    // No path, so formatError passes it as it is, with the scalar's message inside.
    expect(response.json).toEqual({
      errors: [
        {
          message: expect.stringMatching(
            /^Variable "\$s" has invalid value: .*lookup on reports-db:5432 failed/,
          ),
          locations: [{line: 1, column: 8}],
        },
      ],
    });
  } finally {
    await probe.close();
  }
  expect(await readPage('tutorials/express-graphql')).toContain(
    'the message that the input coercion function of a custom scalar throws\n  reaches the client inside the variable error',
  );
});

test('not covered: with introspection refused, a misspelt field still gets a suggestion that names a real one', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ hell }'});
  expect(response.json).toEqual({
    errors: [
      {
        message: 'Cannot query field "hell" on type "Query". Did you mean "hello"?',
        locations: [{line: 1, column: 3}],
      },
    ],
  });
  expect(await readPage('tutorials/express-graphql')).toContain(
    '(`Did you mean "hello"?`), and that error has no path.',
  );
});

test("not covered: a resolver's GraphQLError with a code reaches clients as Internal server error, without its code", async () => {
  const {formatError} = await import('../express-graphql/format-error.mjs');
  const shop = buildSchema('type Query { order(id: ID!): String }');
  const shopRoot = {
    order: ({id}: {id: string}) => {
      throw new GraphQLError(`Order ${id} does not exist.`, {extensions: {code: 'NOT_FOUND'}});
    },
  };
  const app = express();
  app.all('/graphql', createHandler({schema: shop, rootValue: shopRoot, formatError}));
  const probe = await listenOnFreePort(app);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await postGraphQL(`${probe.url}/graphql`, {query: '{ order(id: "9") }'})).json).toEqual({
      errors: [{message: 'Internal server error', locations: [{line: 1, column: 3}], path: ['order']}],
      data: {order: null},
    });
  } finally {
    logged.mockRestore();
    await probe.close();
  }
  expect(await readPage('tutorials/express-graphql')).toContain(
    'is\n  replaced like any other error with a path, code included.',
  );
});

test('the NoSchemaIntrospectionCustomRule validation rule rejects introspection', async () => {
  expect((await send('introspection')).json).toEqual(await readShownJson(`${dir}/introspection.json`));
});

test('no sample depends on the deprecated package', async () => {
  const manifest = JSON.parse(await readFile(path.join(examplesDir, '..', 'package.json'), 'utf8'));
  expect({...manifest.dependencies, ...manifest.devDependencies}).not.toHaveProperty('express-graphql');
});

test('node server.mjs serves the migrated app', async () => {
  const server = await startServerScript(`${dir}/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/hello.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/hello.json`));
  } finally {
    await server.close();
  }
});

test('app.all matches /graphql and /graphql/, but not the longer paths app.use also matched', async () => {
  const statuses = [];
  for (const route of ['/graphql', '/graphql/', '/graphql/x']) {
    statuses.push((await fetch(`${server.url}${route}?query=${encodeURIComponent('{ hello }')}`)).status);
  }
  expect(statuses).toEqual([200, 200, 404]);
});

test('formatError also sees errors about a malformed request', async () => {
  const seen: string[] = [];
  const app = express();
  app.all('/graphql', createHandler({schema, formatError: (error) => (seen.push(error.message), error)}));
  const probe = await listenOnFreePort(app);
  try {
    await fetch(`${probe.url}/graphql`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    expect(seen).toEqual(['Missing query']);
  } finally {
    await probe.close();
  }
});

test.each(['application/graphql', 'application/x-www-form-urlencoded'])(
  'a POST body of type %s, which express-graphql took, gets 415',
  async (contentType) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {'content-type': contentType},
      body: contentType === 'application/graphql' ? '{ hello }' : 'query=%7B%20hello%20%7D',
    });
    expect(response.status).toBe(415);
  },
);

test('with Accept: application/graphql-response+json, unparsable or invalid operations get 400', async () => {
  for (const query of ['{ hello', '{ nope }']) {
    const accept = {accept: 'application/graphql-response+json'};
    expect((await postGraphQL(`${server.url}/graphql`, {query}, accept)).status).toBe(400);
    expect((await postGraphQL(`${server.url}/graphql`, {query})).status).toBe(200);
  }
});

describe('the option table', () => {
  async function post(options: Omit<Parameters<typeof createHandler>[0], 'schema'> & {schema?: unknown}) {
    const app = express();
    app.all(
      '/graphql',
      createHandler({schema, rootValue, ...options} as Parameters<typeof createHandler>[0]),
    );
    const probe = await listenOnFreePort(app);
    try {
      return (await postGraphQL(`${probe.url}/graphql`, {query: '{ hello nope }'})).json;
    } finally {
      await probe.close();
    }
  }
  const unknownField = 'Cannot query field "nope" on type "Query".';

  test('validationRules: an array is added to the standard rules, a function replaces them', async () => {
    const added = await post({validationRules: [NoSchemaIntrospectionCustomRule]});
    expect(added).toMatchObject({errors: [{message: unknownField}]});
    const replaced = await post({validationRules: () => []});
    expect(replaced).toEqual({data: {hello: 'Hello world!'}});
  });

  test('schema may be a function of the request', async () => {
    expect(await post({schema: () => schema, validationRules: () => []})).toEqual({
      data: {hello: 'Hello world!'},
    });
  });

  test('onOperation may return a changed result', async () => {
    const json = await post({
      validationRules: () => [],
      onOperation: (_req, _args, result) => ({...result, extensions: {changed: true}}),
    });
    expect(json).toEqual({data: {hello: 'Hello world!'}, extensions: {changed: true}});
  });

  test('fieldResolver moves into a wrapped execute', async () => {
    const json = await post({
      rootValue: undefined,
      validationRules: () => [],
      execute: (args) =>
        execute({...args, fieldResolver: (_source, _args, _context, info) => info.fieldName}),
    });
    expect(json).toEqual({data: {hello: 'hello'}});
  });
});
