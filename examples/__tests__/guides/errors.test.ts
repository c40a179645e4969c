import {buildSchema, graphql, GraphQLError, parse, type ExecutionResult, type GraphQLSchema} from 'graphql';
import * as graphql16 from 'graphql-16';
import * as graphql17 from 'graphql';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  importWithEdit,
  postGraphQL,
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
    expect(JSON.parse(await runScript(`${dir}/print-errors.mjs`))).toEqual(
      await readShownJson(`${dir}/print-errors.json`),
    );
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

test('maskErrors passes a scalar coercion error, whose cause is a GraphQLError', async () => {
  const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
  const schema = buildSchema('type Query { count: Int }');
  const result = await graphql({schema, rootValue: {count: () => 2.5}, source: '{ count }'});
  const [error] = result.errors ?? [];
  expect(error.cause).toBeInstanceOf(GraphQLError);
  expect(maskErrors(error)).toBe(error);
  expect(error.message).toBe('Int cannot represent non-integer value: 2.5');
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
