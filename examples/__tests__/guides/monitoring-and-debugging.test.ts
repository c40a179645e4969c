import {rm} from 'node:fs/promises';
import express from 'express';
import {buildSchema, extendSchema, graphql, GraphQLError, parse} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {rootValue, schema} from '../../guides/monitoring-and-debugging/schema.mjs';
import {
  asJson,
  copySampleFolder,
  curlBody,
  curlCommandsIn,
  getGraphQL,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runNode,
  runPlayground,
  runScript,
  schemaWithRefusingScalar,
  startServerScript,
  type RunningServer,
  type ServerScript,
} from '../harness';

const dir = 'guides/monitoring-and-debugging';
const page = 'guides/monitoring-and-debugging';
let server: ServerScript | RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** Starts server.mjs as the page does, and returns it with a reader for the records it has logged. */
async function startServer() {
  const started = await startServerScript(`${dir}/server.mjs`);
  server = started;
  const records = () =>
    started
      .printed()
      .stderr.split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line): unknown => JSON.parse(line));
  return {base: started.url, url: `${started.url}/graphql`, records};
}

/** The one curl command the page shows. */
async function shownCurl(): Promise<string> {
  const commands = await curlCommandsIn(page);
  expect(commands).toHaveLength(1);
  return commands[0];
}

/** Waits until the server has written `count` log records (it writes them after it answers). */
async function recordsWhenLogged(records: () => unknown[], count: number): Promise<unknown[]> {
  await vi.waitFor(() => expect(records()).toHaveLength(count));
  return records();
}

test('the playground shows the error as graphql-js reports it, and {"limit": 2} succeeds', async () => {
  const example = {
    schema: await readSample(`${dir}/schema.graphql`),
    resolvers: await readSample(`${dir}/schema.mjs`),
    query: await readSample(`${dir}/recent-orders.graphql`),
    fileNames: {resolvers: 'schema.mjs'},
  };
  const logged = (await readShownJson(`${dir}/logged-error.json`)) as {errors: {message: string}[]};
  const [withThree] = (await runPlayground({
    ...example,
    variables: await readSample(`${dir}/variables.json`),
  })) as {
    errors: {message: string; path: unknown[]}[];
  }[];
  expect(withThree.errors.map((error) => [error.message, error.path])).toEqual([
    [logged.errors[0].message, ['recentOrders', 2, 'customer']],
  ]);
  const [withTwo] = (await runPlayground({...example, variables: '{"limit": 2}'})) as {errors?: unknown}[];
  expect(withTwo.errors).toBeUndefined();
});

test('the curl command gets the response the page shows, with the request id sent back', async () => {
  const {url, records} = await startServer();
  const output = await runCurl(
    `${await shownCurl()} --include`.replace(' --include', ''),
    url.replace('/graphql', ''),
  );
  expect(JSON.parse(output)).toEqual(await readShownJson(`${dir}/response.json`));
  // The header, from the same request sent with fetch.
  const body = curlBody(await shownCurl());
  const response = await postGraphQL(url, body, {'x-request-id': 'checkout-7f3a'});
  expect(response.headers.get('x-request-id')).toBe('checkout-7f3a');
  await recordsWhenLogged(records, 2);
});

test('logErrors writes the record the page shows, from the unmasked result, once per failed operation', async () => {
  const {base, records} = await startServer();
  await runCurl(await shownCurl(), base);
  const [record] = await recordsWhenLogged(records, 1);
  expect(record).toEqual(await readShownJson(`${dir}/logged-error.json`));
});

test('attack: an x-request-id that does not look like an id, such as text for the log, is replaced by a random UUID, as is a missing one', async () => {
  const {url} = await startServer();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const query = '{ recentOrders(limit: 1) { id } }';
  expect((await postGraphQL(url, {query})).headers.get('x-request-id')).toMatch(uuid);
  for (const sent of ['two words', 'x'.repeat(65), '{"level":"info"}'])
    expect((await postGraphQL(url, {query}, {'x-request-id': sent})).headers.get('x-request-id')).toMatch(
      uuid,
    );
});

test('requests that fail to parse or validate are answered unmasked, and never logged', async () => {
  const {url, records} = await startServer();
  const invalid = await postGraphQL(url, {query: '{ recentOrders(limit: 3) { id isbn } }'});
  expect(invalid.json).toEqual({
    errors: [{message: 'Cannot query field "isbn" on type "Order".', locations: [{line: 1, column: 31}]}],
  });
  const syntax = await postGraphQL(url, {query: '{ recentOrders('});
  expect(syntax.json).toEqual({
    errors: [{message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{line: 1, column: 16}]}],
  });
  // A planned error keeps its message and code, and is logged.
  const notFound = await postGraphQL(url, {query: '{ order(id: "9") { id } }'});
  expect(notFound.json).toEqual({
    errors: [
      {
        message: 'No order with id 9.',
        locations: [{line: 1, column: 3}],
        path: ['order'],
        extensions: {code: 'NOT_FOUND'},
      },
    ],
    data: {order: null},
  });
  const logged = await recordsWhenLogged(records, 1);
  expect(logged).toMatchObject([{errors: [{message: 'No order with id 9.', code: 'NOT_FOUND'}]}]);
});

test("a client's bad variable has a cause in 17.1.0 and no path: it is answered unmasked and logged as a warning", async () => {
  const {url, records} = await startServer();
  const query = await readSample(`${dir}/recent-orders.graphql`);
  const bad = await postGraphQL(url, {query, variables: {limit: 'three'}});
  const message = 'Variable "$limit" has invalid value: Int cannot represent non-integer value: "three"';
  expect(bad.json).toEqual({errors: [{message, locations: [{line: 1, column: 20}]}]});
  const [record] = await recordsWhenLogged(records, 1);
  expect(record).toMatchObject({level: 'warn', errors: [{message, code: null}]});
  expect(record).not.toHaveProperty('errors.0.path');
  // The cause that no longer tells a bug from a client's mistake.
  const result = await graphql({schema, rootValue, source: query, variableValues: {limit: 'three'}});
  expect(result.errors?.[0].cause).toBeInstanceOf(GraphQLError);
  expect(result.errors?.[0].path).toBeUndefined();
  expect(await readPage(page)).toContain('(`Variable "$limit" has invalid value: …`)');
});

test('graphql-http calls onOperation only after execution, and formatError for every error it sends', async () => {
  const schema = buildSchema('type Query { a: String }');
  const onOperation = vi.fn();
  const formatError = vi.fn((error: Readonly<Error | GraphQLError>) => error);
  const app = express();
  app.all('/graphql', createHandler({schema, onOperation, formatError}));
  server = await listenOnFreePort(app);
  const url = `${server.url}/graphql`;
  await postGraphQL(url, {query: '{ b }'});
  await postGraphQL(url, {query: '{'});
  const malformed = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: '{"query":',
  });
  expect(malformed.status).toBe(400);
  expect(onOperation).not.toHaveBeenCalled();
  expect(formatError.mock.calls.map(([error]) => error.message)).toEqual([
    'Cannot query field "b" on type "Query". Did you mean "a"?',
    'Syntax Error: Expected Name, found <EOF>.',
    'Unparsable JSON body',
  ]);
  await postGraphQL(url, {query: '{ a }'});
  expect(onOperation).toHaveBeenCalledTimes(1);
});

test("maskError keeps errors with the app's codes and errors without a path, and masks the rest with their path and locations", async () => {
  const {maskError} = await import('../../guides/monitoring-and-debugging/mask-error.mjs');
  const coded = new GraphQLError('No order with id 9.', {
    path: ['order'],
    extensions: {code: 'NOT_FOUND'},
    cause: new Error('x'),
  });
  const validation = new GraphQLError('Cannot query field "isbn" on type "Order".');
  const plain = new Error('Missing query');
  expect(asJson(maskError(coded))).toEqual({
    message: 'No order with id 9.',
    path: ['order'],
    extensions: {code: 'NOT_FOUND'},
  });
  expect(maskError(validation)).toBe(validation);
  expect(maskError(plain)).toBe(plain);
  // A built-in scalar that rejects a resolver's value raises an error whose cause is a GraphQLError,
  // and whose message shows the value: it has no code, so it is masked too.
  const leaky = await graphql({
    schema: buildSchema('type Query { name: String }'),
    source: '{ name }',
    rootValue: {name: {token: 'abc123'}},
  });
  const [coercion] = leaky.errors ?? [];
  expect(coercion.message).toContain('abc123');
  expect(coercion.cause).toBeInstanceOf(GraphQLError);
  expect(asJson(maskError(coercion))).toEqual({
    message: 'Internal server error',
    locations: [{line: 1, column: 3}],
    path: ['name'],
    extensions: {code: 'INTERNAL_SERVER_ERROR'},
  });
  const bug = new GraphQLError('secret', {
    path: ['recentOrders', 2, 'customer'],
    cause: new TypeError('secret'),
  });
  expect(asJson(maskError(bug))).toEqual({
    message: 'Internal server error',
    path: ['recentOrders', 2, 'customer'],
    extensions: {code: 'INTERNAL_SERVER_ERROR'},
  });
});

test("attack: a library's error with a code of its own, or a prototype key as its code, is masked and logged as an error; the app's code keeps nothing else", async () => {
  const {maskError} = await import('../../guides/monitoring-and-debugging/mask-error.mjs');
  const {logErrors} = await import('../../guides/monitoring-and-debugging/log-errors.mjs');
  const source = '{ report }';
  const stack = 'Error: connect ECONNREFUSED\n    at Pool.query (node_modules/pg/lib/pool.js:45:11)';
  // A library's error, thrown in a resolver: graphql-js reports it with the library's extensions.
  const reported = async (extensions: Record<string, unknown>) => {
    const thrown = Object.assign(new Error('connect ECONNREFUSED db.internal:5432'), {extensions});
    const result = await graphql({
      schema: buildSchema('type Query { report: String }'),
      source,
      rootValue: {report: () => Promise.reject(thrown)},
    });
    expect(result.errors?.[0].extensions).toEqual(extensions);
    return result;
  };
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const levelOf = (result: Awaited<ReturnType<typeof reported>>) => {
    logged.mockClear();
    logErrors('r1', {document: parse(source), operationName: undefined, variableValues: undefined}, result);
    return (JSON.parse(String(logged.mock.calls[0][0])) as {level: string}).level;
  };
  for (const code of ['ECONNREFUSED', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
    const result = await reported({code, stack, query: 'SELECT * FROM reports'});
    expect(asJson(maskError(result.errors![0])), code).toEqual({
      message: 'Internal server error',
      locations: [{line: 1, column: 3}],
      path: ['report'],
      extensions: {code: 'INTERNAL_SERVER_ERROR'},
    });
    expect(levelOf(result), code).toBe('error');
  }
  const planned = await reported({code: 'NOT_FOUND', stack});
  expect(asJson(maskError(planned.errors![0]))).toEqual({
    message: 'connect ECONNREFUSED db.internal:5432',
    locations: [{line: 1, column: 3}],
    path: ['report'],
    extensions: {code: 'NOT_FOUND'},
  });
  expect(await readPage(page)).toContain(
    'an error that a library throws can bring a code of its own, such as\n`ECONNREFUSED`, with a stack trace or the query it sent beside it in its `extensions`',
  );
});

test("not covered: a custom scalar's own message reaches the client through maskError, in a path-less variable error", async () => {
  const {maskError} = await import('../../guides/monitoring-and-debugging/mask-error.mjs');
  const secretSchema = schemaWithRefusingScalar('lookup on db.internal:5432 failed');
  const {errors = []} = await graphql({
    schema: secretSchema,
    source: 'query ($s: Secret) { f(s: $s) }',
    variableValues: {s: 1},
  });
  expect(errors[0].path).toBeUndefined();
  expect(maskError(errors[0]).message).toContain('lookup on db.internal:5432 failed');
  expect(await readPage(page)).toContain(
    'the message that the input coercion function of a\n  custom scalar throws reaches the client inside the variable error',
  );
});

test("not covered: a library's error with the app's own code keeps its message and is logged as a warning", async () => {
  const {maskError} = await import('../../guides/monitoring-and-debugging/mask-error.mjs');
  const {logErrors} = await import('../../guides/monitoring-and-debugging/log-errors.mjs');
  const source = '{ order(id: "1") { id } }';
  const thrown = Object.assign(new Error('no row in orders_v2 on db.internal:5432'), {
    extensions: {code: 'NOT_FOUND', query: 'SELECT * FROM orders_v2'},
  });
  const result = await graphql({schema, source, rootValue: {order: () => Promise.reject(thrown)}});
  expect(asJson(maskError(result.errors![0]))).toEqual({
    message: 'no row in orders_v2 on db.internal:5432',
    locations: [{line: 1, column: 3}],
    path: ['order'],
    extensions: {code: 'NOT_FOUND'},
  });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logErrors('r1', {document: parse(source), operationName: undefined, variableValues: undefined}, result);
  expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({level: 'warn'});
  expect(await readPage(page)).toContain(
    '`NOT_FOUND` in its `extensions` reaches the client with its own message, without its other\n  `extensions`, and its log record has the level `warn`.',
  );
});

test('not covered: two requests that send the same id are answered and logged under that one id', async () => {
  const {url, records} = await startServer();
  const query = '{ recentOrders(limit: 3) { customer { name } } }';
  for (let request = 0; request < 2; request++)
    expect(
      (await postGraphQL(url, {query}, {'x-request-id': 'checkout-7f3a'})).headers.get('x-request-id'),
    ).toBe('checkout-7f3a');
  const logged = (await recordsWhenLogged(records, 2)) as {requestId: string}[];
  expect(logged.map((record) => record.requestId)).toEqual(['checkout-7f3a', 'checkout-7f3a']);
  expect(await readPage(page)).toContain('so a client\n  can send the id of another request');
});

test('line 1, column 75 of the logged query is where customer is written', async () => {
  const record = (await readShownJson(`${dir}/logged-error.json`)) as {
    query: string;
    errors: {locations: {line: number; column: number}[]; thrownAt: string}[];
  };
  const [{line, column}] = record.errors[0].locations;
  expect(line).toBe(1);
  expect(record.query.slice(column - 1)).toMatch(/^customer \{/);
  // "thrownAt … here line 22 of schema.mjs, in Order.customer"
  expect(record.errors[0].thrownAt).toBe('at Order.customer (schema.mjs:22:13)');
  expect((await readSample(`${dir}/schema.mjs`)).split('\n')[21]).toContain('customers.get(this.customerId)');
});

test('node replay.mjs logged-error.json reproduces the error; with the fix it prints []', async () => {
  await expectShownOutput(await runScript(`${dir}/replay.mjs`, ['logged-error.json']), `${dir}/replay.json`);
  const fixed = await copySampleFolder(dir, [
    {
      file: 'schema.mjs',
      from: '    const { name } = customers.get(this.customerId);\n    return { name };',
      to: '    return customers.get(this.customerId) ?? null;',
    },
  ]);
  try {
    const {stdout} = await runNode(['replay.mjs', 'logged-error.json'], {cwd: fixed});
    expect(JSON.parse(stdout)).toEqual([]);
  } finally {
    await rm(fixed, {recursive: true, force: true});
  }
  expect(await readPage(page)).toContain('Once `customer()` returns\n`null` for a customer');
});

describe("what formatError and onOperation see of a mutation sent with GET, in the page's app", () => {
  const sample = '../../guides/monitoring-and-debugging';

  /** Imports app.mjs afresh, with maskError and logErrors wrapped in spies, and optionally a Mutation type in the schema. */
  async function appWithSpies({withMutation}: {withMutation: boolean}) {
    vi.resetModules();
    vi.doMock(`${sample}/mask-error.mjs`, async (importOriginal) => {
      const shown =
        await importOriginal<typeof import('../../guides/monitoring-and-debugging/mask-error.mjs')>();
      return {...shown, maskError: vi.fn(shown.maskError)};
    });
    vi.doMock(`${sample}/log-errors.mjs`, async (importOriginal) => {
      const shown =
        await importOriginal<typeof import('../../guides/monitoring-and-debugging/log-errors.mjs')>();
      return {...shown, logErrors: vi.fn(shown.logErrors)};
    });
    if (withMutation)
      vi.doMock(`${sample}/schema.mjs`, async (importOriginal) => {
        const shown =
          await importOriginal<typeof import('../../guides/monitoring-and-debugging/schema.mjs')>();
        const mutation = 'extend schema { mutation: Mutation } type Mutation { cancelOrder(id: ID!): Order }';
        return {...shown, schema: extendSchema(shown.schema, parse(mutation))};
      });
    try {
      const {app} = await import('../../guides/monitoring-and-debugging/app.mjs');
      const {maskError} = await import('../../guides/monitoring-and-debugging/mask-error.mjs');
      const {logErrors} = await import('../../guides/monitoring-and-debugging/log-errors.mjs');
      server = await listenOnFreePort(app);
      return {url: `${server.url}/graphql`, maskError: vi.mocked(maskError), logErrors: vi.mocked(logErrors)};
    } finally {
      for (const file of ['mask-error.mjs', 'log-errors.mjs', 'schema.mjs']) vi.doUnmock(`${sample}/${file}`);
      vi.resetModules();
    }
  }

  test('with the schema as shown, validation refuses it, and formatError sees that error', async () => {
    const {url, maskError, logErrors} = await appWithSpies({withMutation: false});
    const response = await getGraphQL(url, 'mutation { cancelOrder(id: "1") { id } }');
    expect(response.status).toBe(200);
    expect(maskError.mock.calls.map(([error]) => error.message)).toEqual([
      'The mutation operation is not supported by the schema.',
    ]);
    expect(logErrors).not.toHaveBeenCalled();
    expect(await readPage(page)).toContain(
      "This page's schema has no mutations, so there\nvalidation refuses such a request first, and `formatError` sees that error.",
    );
  });

  test('once the schema has mutations, it gets 405, and neither maskError (formatError) nor logErrors (onOperation) is called', async () => {
    const {url, maskError, logErrors} = await appWithSpies({withMutation: true});
    const response = await getGraphQL(url, 'mutation { cancelOrder(id: "1") { id } }');
    expect(response.status).toBe(405);
    expect(response.json).toEqual({errors: [{message: 'Cannot perform mutations over GET'}]});
    expect(maskError).not.toHaveBeenCalled();
    expect(logErrors).not.toHaveBeenCalled();
    // Both see a query sent with GET whose resolver fails.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await getGraphQL(url, '{ order(id: "9") { id } }');
    expect(maskError).toHaveBeenCalledTimes(1);
    expect(logErrors).toHaveBeenCalledTimes(1);
    expect(await readPage(page)).toContain(
      '`405` and an error it builds itself, `Cannot perform mutations over GET`, without calling\n`formatError` or `onOperation`, so neither `maskError` nor `logErrors` hears of it.',
    );
  });
});
