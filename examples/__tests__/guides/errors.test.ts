import express from 'express';
import {
  buildSchema,
  graphql,
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import * as graphql17 from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  getGraphQL,
  expectShownOutput,
  graphqlExports,
  importWithEdit,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  startServerScript,
  type ServerScript,
} from '../harness';

const dir = 'guides/errors';
type Orders = {schema: GraphQLSchema; rootValue: Record<string, unknown>};

/** Runs a shown operation file against the orders sample, as JSON a server would send. */
async function runOperation(orders: Orders, operationFile: string): Promise<unknown> {
  const result = await graphql({...orders, source: await readSample(`${dir}/${operationFile}`)});
  return asJson(result);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errors in a response', () => {
  test('a GraphQLError thrown on purpose keeps its message and extensions, with locations and path', async () => {
    const orders = await import('../../guides/errors/orders.mjs');
    expect(await runOperation(orders, 'missing-order.graphql')).toEqual(
      await readShownJson(`${dir}/missing-order.json`),
    );
  });

  test('a null in a non-null field travels up to the nearest nullable parent', async () => {
    const orders = await import('../../guides/errors/orders.mjs');
    expect(await runOperation(orders, 'order.graphql')).toEqual(await readShownJson(`${dir}/order.json`));
  });

  test('with lines declared [OrderLine!]!, the null goes on up to the order', async () => {
    const {rootValue} = await import('../../guides/errors/orders.mjs');
    const sdl = await readSample(`${dir}/schema.graphql`);
    expect(sdl.split('lines: [OrderLine!]\n')).toHaveLength(2);
    const schema = buildSchema(sdl.replace('lines: [OrderLine!]\n', 'lines: [OrderLine!]!\n'));
    const result = (await runOperation({schema, rootValue}, 'order.graphql')) as ExecutionResult;
    expect(result.data).toEqual({order: null});
    expect(result.errors?.map((error) => error.path)).toEqual([
      ['order', 'customer', 'email'],
      ['order', 'lines', 1, 'price'],
    ]);
  });

  test('returning the error, or rejecting with it, gives the same response as throwing it', async () => {
    const shown = await readShownJson(`${dir}/missing-order.json`);
    for (const [from, to] of [
      ['throw new GraphQLError(', 'return new GraphQLError('],
      ['order({ id }) {', 'async order({ id }) {'],
    ]) {
      const edited = await importWithEdit<Orders>(`${dir}/orders.mjs`, from, to);
      expect(await runOperation(edited, 'missing-order.graphql')).toEqual(shown);
    }
  });

  test('errors are listed in the order they happen: a rejected promise comes after a synchronous throw', async () => {
    const schema = buildSchema('type Query { later: String now: String }');
    const rootValue = {
      later: async () => {
        throw new Error('later');
      },
      now: () => {
        throw new Error('now');
      },
    };
    const result = await graphql({schema, rootValue, source: '{ later now }'});
    expect(result.errors?.map((error) => error.message)).toEqual(['now', 'later']);
  });

  test('an error in one list item nulls only that item when items are nullable', async () => {
    const schema = buildSchema('type Query { tags: [String] }');
    const result = await graphql({
      schema,
      rootValue: {tags: () => ['a', new Error('bad tag'), 'c']},
      source: '{ tags }',
    });
    expect(asJson(result)).toMatchObject({
      errors: [{message: 'bad tag', path: ['tags', 1]}],
      data: {tags: ['a', null, 'c']},
    });
  });
});

describe('the GraphQLError constructor in 17', () => {
  test('graphql-js wraps a thrown error: the original becomes `cause`, and its extensions are kept', async () => {
    const schema = buildSchema('type Query { plain: String coded: String }');
    const failure = Object.assign(new Error('disk full'), {extensions: {code: 'STORAGE'}});
    const result = await graphql({
      schema,
      rootValue: {plain: () => Promise.reject(failure), coded: () => new GraphQLError('on purpose')},
      source: '{ plain coded }',
    });
    const [coded, plain] = result.errors ?? [];
    expect(plain).toBeInstanceOf(GraphQLError);
    expect(plain.cause).toBe(failure);
    expect(plain.originalError).toBe(failure);
    expect(plain.extensions).toEqual({code: 'STORAGE'});
    expect(coded.cause).toBeInstanceOf(GraphQLError);
  });

  test('originalError is still accepted, and deprecated in 17.0.0: 17 marks it deprecated, 16 does not', async () => {
    const deprecatedIn = async (major: 16 | 17) =>
      (await graphqlExports(major))
        .flatMap((entry) => entry.deprecatedMembers)
        .filter((member) => member.endsWith('.originalError'));
    expect(await deprecatedIn(17)).toEqual([
      'GraphQLError.originalError',
      'GraphQLErrorOptions.originalError',
    ]);
    expect(await deprecatedIn(16)).toEqual([]);
    const cause = new Error('disk full');
    expect(new GraphQLError('x', {originalError: cause}).cause).toBe(cause);
    expect(await readPage(dir)).toContain(
      '| `originalError` | the same as `cause`; still accepted, but deprecated since 17.0.0 |',
    );
  });

  test('the 16-style positional call fails: null throws, and a node is silently ignored', () => {
    const node = parse('{ order }').definitions[0];
    expect(() => new GraphQLError('x', null as never)).toThrow(TypeError);
    expect(new GraphQLError('x', node as never).toJSON()).toEqual({message: 'x'});
    expect(new GraphQLError('x', {nodes: node}).toJSON()).toEqual({
      message: 'x',
      locations: [{line: 1, column: 1}],
    });
  });

  test('16 exported formatError and printError; 17 removed them, and toJSON/toString return the same', () => {
    expect('formatError' in graphql17).toBe(false);
    expect('printError' in graphql17).toBe(false);
    const source16 = new graphql16.Source('{ order(id: 1) { total } }', 'order.graphql');
    const error16 = new graphql16.GraphQLError('Boom', {
      nodes: graphql16.parse(source16).definitions[0],
      extensions: {code: 'X'},
    });
    const source17 = new graphql17.Source('{ order(id: 1) { total } }', 'order.graphql');
    const error17 = new GraphQLError('Boom', {
      nodes: parse(source17).definitions[0],
      extensions: {code: 'X'},
    });
    expect(error17.toJSON()).toEqual(graphql16.formatError(error16));
    expect(error17.toString()).toBe(graphql16.printError(error16));
  });

  test('toJSON and toString print what the page shows', async () => {
    await expectShownOutput(await runScript(`${dir}/print-errors.mjs`), `${dir}/print-errors.json`);
  });
});

describe('the server masks unexpected errors', () => {
  const timeout = 'CRM request timed out after 2000 ms (crm.internal:8443)';
  let server: ServerScript;

  /** The errors the server has logged so far: console.error prints each with its stack. */
  const loggedErrors = () =>
    server
      .printed()
      .stderr.split('\n')
      .filter((line) => /^\w*Error: /.test(line));

  /** Waits until the server has logged `count` errors in all, then returns them. */
  async function loggedAfter(count: number): Promise<string[]> {
    await vi.waitFor(() => expect(loggedErrors()).toHaveLength(count));
    return loggedErrors();
  }

  beforeAll(async () => {
    server = await startServerScript(`${dir}/server.mjs`);
  });

  afterAll(async () => {
    await server.close();
  });

  test('node server.mjs prints the URL, and the curl command gets a masked error while the server logs the original', async () => {
    expect(server.stdout).toBe('GraphQL API at http://localhost:4000/graphql\n');
    const [command, ...others] = await curlCommandsIn('guides/errors');
    expect(others).toEqual([]);
    expect(curlBody(command).query).toBe('{ order(id: "1") { customer { name email } } }');
    const before = loggedErrors().length;
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(
      await readShownJson(`${dir}/masked-response.json`),
    );
    expect((await loggedAfter(before + 1)).at(-1)).toBe(`Error: ${timeout}`);
  });

  test('deliberate errors pass unchanged: a resolver GraphQLError, validation, a bad variable, a request error', async () => {
    const url = `${server.url}/graphql`;
    const before = loggedErrors().length;
    const missing = await postGraphQL(url, {query: await readSample(`${dir}/missing-order.graphql`)});
    expect(missing.json).toEqual(await readShownJson(`${dir}/missing-order.json`));
    const invalid = await postGraphQL(url, {query: '{ order(id: 1) { total } }'});
    expect(invalid.json).toEqual({
      errors: [{message: 'Cannot query field "total" on type "Order".', locations: [{line: 1, column: 18}]}],
    });
    const badVariable = await postGraphQL(url, {
      query: 'query ($id: ID!) { order(id: $id) { id } }',
      variables: {id: {not: 'an id'}},
    });
    expect(badVariable.json).toMatchObject({
      errors: [
        {message: expect.stringMatching(/^Variable "\$id" has invalid value: ID cannot represent value:/)},
      ],
    });
    const noQuery = await postGraphQL(url, {} as never);
    expect(noQuery.status).toBe(400);
    expect(noQuery.json).toEqual({errors: [{message: 'Missing query'}]});
    // None of those was logged: the next error the server logs is the timeout this request causes.
    await postGraphQL(url, {query: '{ order(id: "1") { customer { email } } }'});
    expect((await loggedAfter(before + 1)).slice(before)).toEqual([`Error: ${timeout}`]);
  });

  test("not covered: with this page's schema, a mutation sent with GET is refused by validation, and maskErrors sees that error", async () => {
    const before = loggedErrors().length;
    const response = await getGraphQL(`${server.url}/graphql`, 'mutation { order(id: "1") { id } }');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      errors: [
        {
          message: 'The mutation operation is not supported by the schema.',
          locations: [{line: 1, column: 1}],
        },
      ],
    });
    // Passed unchanged, not logged: it has no path.
    expect(loggedErrors()).toHaveLength(before);
    expect(await readPage(dir)).toContain('mutations, so validation refuses such a request first');
  });

  test('not covered: once the schema has mutations, a mutation sent with GET to server.mjs gets 405, and formatError never sees its error', async () => {
    const withMutation = await startServerScript(`${dir}/server.mjs`, {
      edit: {
        from: "app.all('/graphql', createHandler({ schema, rootValue, formatError: maskErrors }));",
        to: [
          "import { extendSchema, parse } from 'graphql';",
          'const withMutation = extendSchema(',
          '  schema,',
          "  parse('extend schema { mutation: Mutation } type Mutation { cancelOrder(id: ID!): Order }'),",
          ');',
          // The page's formatError, printing each call.
          'const formatError = (error) => (console.log(`formatError: ${error.message}`), maskErrors(error));',
          "app.all('/graphql', createHandler({ schema: withMutation, rootValue, formatError }));",
        ].join('\n'),
      },
    });
    try {
      const url = `${withMutation.url}/graphql`;
      const response = await getGraphQL(url, 'mutation { cancelOrder(id: "1") { id } }');
      expect(response.status).toBe(405);
      expect(response.json).toEqual({errors: [{message: 'Cannot perform mutations over GET'}]});
      // formatError prints the next error graphql-http sends: the missing order's, not the 405's.
      await getGraphQL(url, '{ order(id: "9") { id } }');
      await vi.waitFor(() => expect(withMutation.printed().stdout).toContain('formatError: '));
      expect(
        withMutation
          .printed()
          .stdout.split('\n')
          .filter((line) => line.startsWith('formatError: ')),
      ).toEqual(['formatError: Order 9 does not exist.']);
    } finally {
      await withMutation.close();
    }
    expect(await readPage(dir)).toContain('which graphql-http builds itself: `maskErrors` never sees it.');
  });

  test('a null in a non-null field is a bug too, so it is masked as well', async () => {
    const before = loggedErrors().length;
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: '{ order(id: "1") { lines { price } } }',
    });
    expect(response.json).toEqual({
      errors: [
        {
          message: 'Internal server error',
          locations: [{line: 1, column: 28}],
          path: ['order', 'lines', 1, 'price'],
          extensions: {code: 'INTERNAL_SERVER_ERROR'},
        },
      ],
      data: {order: {lines: null}},
    });
    expect((await loggedAfter(before + 1)).slice(before)).toEqual([
      'Error: Cannot return null for non-nullable field OrderLine.price.',
    ]);
  });
});

describe('maskErrors sends only the errors meant for clients', () => {
  const token = '{ token: "abc123" }';
  /** A schema whose resolvers return values GraphQL.js refuses to send, or throw on purpose. */
  const leaky = buildSchema(`
    enum Tier { BASIC }
    interface Node { id: ID }
    type Product implements Node { id: ID }
    type Query {
      name: String
      tier: Tier
      node: Node
      missing: String
      coded: String
      count: Int
    }
  `);
  const rootValue = {
    name: () => ({token: 'abc123'}),
    tier: () => 'internal-tier-7',
    node: () => ({id: '1', __typename: 'InternalProduct'}),
    missing: () => {
      throw new GraphQLError('No such thing.');
    },
    coded: () => {
      throw new GraphQLError('Order 9 does not exist.', {extensions: {code: 'NOT_FOUND'}});
    },
    count: () => 2.5,
  };

  async function errorsOf(source: string): Promise<readonly GraphQLError[]> {
    return (await graphql({schema: leaky, source, rootValue})).errors ?? [];
  }

  test('a value a built-in scalar or enum rejects, and a failed abstract type resolution, quote server values and are masked', async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = await errorsOf('{ name tier node { id } count }');
    expect(errors.map((error) => error.message)).toEqual([
      `String cannot represent value: ${token}`,
      'Enum "Tier" cannot represent value: "internal-tier-7"',
      'Abstract type "Node" was resolved to a type "InternalProduct" that does not exist inside the schema.',
      'Int cannot represent non-integer value: 2.5',
    ]);
    // Their cause is a GraphQLError, like the cause of an error a resolver throws on purpose.
    for (const error of errors) expect(error.cause).toBeInstanceOf(GraphQLError);
    expect(errors.map((error) => asJson(maskErrors(error)))).toEqual(
      errors.map((error) => ({
        message: 'Internal server error',
        locations: asJson(error.locations),
        path: error.path,
        extensions: {code: 'INTERNAL_SERVER_ERROR'},
      })),
    );
    expect(await readPage(dir)).toContain(`\`String cannot represent value: ${token}\``);
  });

  test('syntax, validation and variable errors have no path, because no field ran; maskErrors passes them', async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    const schema = buildSchema('type Query { name(n: Int): String }');
    const requests = [
      {source: '{ name'},
      {source: '{ total }'},
      {source: 'query ($n: Int) { name(n: $n) }', variableValues: {n: 'x'}},
    ];
    const errors = (
      await Promise.all(requests.map(async (request) => (await graphql({schema, ...request})).errors!))
    ).flat();
    expect(errors.map((error) => error.message)).toEqual([
      'Syntax Error: Expected Name, found <EOF>.',
      'Cannot query field "total" on type "Query".',
      'Variable "$n" has invalid value: Int cannot represent non-integer value: "x"',
    ]);
    for (const error of errors) {
      expect(error.path).toBeUndefined();
      expect(maskErrors(error)).toBe(error);
    }
  });

  test('a GraphQLError a resolver throws without a code is masked; one with a code passes unchanged', async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [uncoded] = await errorsOf('{ missing }');
    expect(asJson(maskErrors(uncoded))).toMatchObject({message: 'Internal server error'});
    const [coded] = await errorsOf('{ coded }');
    expect(asJson(maskErrors(coded))).toEqual(asJson(coded));
  });

  test('attack: a third-party error with a code of its own, or with a client code beside a stack, sends nothing but a known code', async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = (extensions: Record<string, unknown>) =>
      new GraphQLError('db.internal:5432: relation "orders" does not exist', {
        path: ['order'],
        extensions,
      });
    const stack = 'Error: at Pool.query (node_modules/pg/lib/pool.js:45:11)';
    for (const code of ['ECONNREFUSED', '42P01', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(asJson(maskErrors(thrown({code, stack}))), code).toEqual({
        message: 'Internal server error',
        path: ['order'],
        extensions: {code: 'INTERNAL_SERVER_ERROR'},
      });
    }
    // A client code keeps its message, and loses every other extension.
    expect(asJson(maskErrors(thrown({code: 'NOT_FOUND', stack, query: 'SELECT *'})))).toEqual({
      message: 'db.internal:5432: relation "orders" does not exist',
      path: ['order'],
      extensions: {code: 'NOT_FOUND'},
    });
  });

  test('not covered: graphql-http answers another method and an unsupported body with an empty body, without calling formatError', async () => {
    const formatError = vi.fn((error: Readonly<Error | GraphQLError>) => error);
    const schema = buildSchema('type Query { a: String } type Mutation { b: String }');
    const application = express();
    application.all('/graphql', createHandler({schema, formatError}));
    const running = await listenOnFreePort(application);
    try {
      const put = await fetch(`${running.url}/graphql`, {method: 'PUT'});
      expect([put.status, await put.text()]).toEqual([405, '']);
      const plain = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: '{"query":"{ a }"}',
      });
      expect([plain.status, await plain.text()]).toEqual([415, '']);
      expect(formatError).not.toHaveBeenCalled();
    } finally {
      await running.close();
    }
    expect(await readPage('guides/errors')).toContain(
      'A method it does not serve\n  (`405`) and a body it cannot accept (`415`) get a status and an empty body.',
    );
  });

  test("not covered: a custom scalar's own message reaches the client inside a path-less variable error", async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    const Secret = new GraphQLScalarType({
      name: 'Secret',
      coerceInputValue: () => {
        throw new Error('lookup on db.internal failed');
      },
      coerceInputLiteral: () => {
        throw new Error('lookup on db.internal failed');
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {f: {type: GraphQLString, args: {s: {type: Secret}}, resolve: () => 'x'}},
      }),
    });
    const {errors = []} = await graphql({
      schema,
      source: 'query ($s: Secret) { f(s: $s) }',
      variableValues: {s: 1},
    });
    expect(errors[0].path).toBeUndefined();
    expect(maskErrors(errors[0]).message).toContain('lookup on db.internal failed');
    expect(await readPage('guides/errors')).toContain(
      'input coercion function of a custom scalar throws reaches the client',
    );
  });

  test('through graphql-http, the leaks reach the client masked and the coded error word for word', async () => {
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = express();
    app.all('/graphql', createHandler({schema: leaky, rootValue, formatError: maskErrors}));
    const server = await listenOnFreePort(app);
    try {
      const response = await postGraphQL(`${server.url}/graphql`, {query: '{ name tier node { id } coded }'});
      const body = JSON.stringify(response.json);
      expect(body).not.toContain('abc123');
      expect(body).not.toContain('internal-tier-7');
      expect(body).not.toContain('InternalProduct');
      expect(response.json).toMatchObject({
        errors: [
          {message: 'Internal server error', path: ['name']},
          {message: 'Internal server error', path: ['tier']},
          {message: 'Internal server error', path: ['node']},
          {message: 'Order 9 does not exist.', path: ['coded'], extensions: {code: 'NOT_FOUND'}},
        ],
        data: {name: null, tier: null, node: null, coded: null},
      });
    } finally {
      await server.close();
    }
  });

  test('a class of your own marks errors as well: the thrown error is the cause of the reported one', async () => {
    class ClientError extends GraphQLError {}
    const thrown = new ClientError('Order 9 does not exist.');
    const [reported] = (
      await graphql({
        schema: leaky,
        source: '{ missing }',
        rootValue: {
          missing: () => {
            throw thrown;
          },
        },
      })
    ).errors!;
    expect(reported).not.toBe(thrown);
    expect(reported.cause).toBe(thrown);
    expect(reported.cause).toBeInstanceOf(ClientError);
    expect(await readPage(dir)).toContain('`error.cause instanceof ClientError`');
  });
});

test('the playground runs orders.mjs and gets the response the page shows', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/orders.mjs`),
      query: await readSample(`${dir}/order.graphql`),
      fileNames: {resolvers: 'orders.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/order.json`)]);
});
