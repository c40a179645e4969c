import {createServer} from 'node:http';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import express from 'express';
import {
  buildSchema,
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import {createHandler as createFetchHandler} from 'graphql-http/lib/use/fetch';
import {createHandler as createExpressHandler, type HandlerOptions} from 'graphql-http/lib/use/express';
import {createHandler as createHttpHandler} from 'graphql-http/lib/use/http';
import type {OperationArgs, OperationContext} from 'graphql-http';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {requestErrorsAs400} from '../../guides/serving-over-http/request-errors.mjs';
import {rootValue, schema} from '../../guides/serving-over-http/schema.mjs';
import {
  asJson,
  copySampleFolder,
  curlBody,
  curlCommandsIn,
  expectShownOutput,
  getGraphQL,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runNode,
  runPlayground,
  runScript,
  siteDir,
  startServerScript,
  type RunningServer,
} from '../harness';

const dir = 'guides/serving-over-http';
const page = 'guides/serving-over-http';
const graphqlResponse = 'application/graphql-response+json';
type Options = HandlerOptions<OperationContext>;
let servers: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  vi.restoreAllMocks();
});

async function started<T extends RunningServer>(server: Promise<T>): Promise<T> {
  const running = await server;
  servers.push(running);
  return running;
}

/** graphql-http on Express at /graphql, with the page's schema unless the options say otherwise. */
async function serve(options: Partial<Options> = {}, before?: express.RequestHandler) {
  const application = express();
  if (before) application.use(before);
  application.all('/graphql', createExpressHandler({schema, rootValue, ...options}));
  return `${(await started(listenOnFreePort(application))).url}/graphql`;
}

/** A request with a raw body and headers, as curl or a browser sends it. */
async function send(url: string, init: RequestInit & {headers?: Record<string, string>} = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : null};
}

/** What `curl --include` printed: the status line, the headers and the body. */
function included(output: string) {
  const [head, ...body] = output.split(/\r?\n\r?\n/);
  const [statusLine, ...headerLines] = head.split(/\r?\n/);
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return {status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(body.join('\n\n'))};
}

const commands = () => curlCommandsIn(page);

describe('serving the schema', () => {
  test('node server.mjs serves the schema on Express: the POST and GET curl commands get the response the page shows', async () => {
    const server = await started(startServerScript(`${dir}/server.mjs`));
    expect(server.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
    const [post, get] = await commands();
    const shown = await readShownJson(`${dir}/book.json`);
    expect(curlBody(post).variables).toEqual(await readShownJson(`${dir}/variables.json`));
    expect(JSON.parse(await runCurl(post, server.url))).toEqual(shown);
    expect(get).toMatch(/^curl --get /);
    expect(JSON.parse(await runCurl(get, server.url))).toEqual(shown);
  });

  test('node http-server.mjs answers the same curl command the same, and 404 on other paths', async () => {
    const server = await started(startServerScript(`${dir}/http-server.mjs`));
    expect(server.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
    const [post] = await commands();
    expect(JSON.parse(await runCurl(post, server.url))).toEqual(await readShownJson(`${dir}/book.json`));
    expect((await fetch(`${server.url}/other`)).status).toBe(404);
  });

  test('the node:http adapter answers whatever request it is given, whatever the path', async () => {
    const handler = createHttpHandler({schema, rootValue});
    const server = await started(listenOnFreePort(createServer(handler)));
    expect((await postGraphQL(`${server.url}/anything/at/all`, {query: '{ books { id } }'})).json).toEqual({
      data: {books: [{id: '1'}, {id: '2'}]},
    });
  });

  test('the handler reads the body itself, and uses the one express.json() parsed if it is there', async () => {
    const json = express.json();
    const parsed = vi.fn((req: express.Request, res: express.Response, next: express.NextFunction) =>
      json(req, res, next),
    );
    const url = await serve({}, parsed);
    expect((await postGraphQL(url, {query: '{ book(id: "2") { title } }'})).json).toEqual({
      data: {book: {title: 'The Dispossessed'}},
    });
    expect(parsed).toHaveBeenCalled();
    const plain = await serve();
    expect((await postGraphQL(plain, {query: '{ book(id: "2") { title } }'})).status).toBe(200);
  });

  test('when the handler throws, both adapters log the error and answer 500 with an empty body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {
      schema,
      rootValue,
      execute: () => {
        throw new Error('database unreachable');
      },
    };
    const onExpress = await serve(failing);
    const onHttp = `${(await started(listenOnFreePort(createServer(createHttpHandler(failing))))).url}/graphql`;
    for (const url of [onExpress, onHttp]) {
      const response = await postGraphQL(url, {query: '{ books { id } }'});
      expect(response.status).toBe(500);
      expect(response.json).toBeNull();
    }
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  test('graphql-http ships adapters for node:http2, Fastify, Koa, uWebSockets.js, Netlify Functions and the Fetch API', async () => {
    const {default: manifest} = await import(path.join(siteDir, 'node_modules/graphql-http/package.json'), {
      with: {type: 'json'},
    });
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining([
        './lib/use/http2',
        './lib/use/fastify',
        './lib/use/koa',
        './lib/use/uWebSockets',
        './lib/use/@netlify/functions',
        './lib/use/fetch',
      ]),
    );
    const handler = createFetchHandler({schema, rootValue});
    const response = await handler(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({query: '{ book(id: "1") { title } }'}),
      }),
    );
    expect(response).toBeInstanceOf(Response);
    expect(await response.json()).toEqual({data: {book: {title: 'Kindred'}}});
  });

  test('the playground runs book.graphql with schema.mjs, as the browser does', async () => {
    expect(
      await runPlayground({
        schema: await readSample(`${dir}/schema.graphql`),
        resolvers: await readSample(`${dir}/schema.mjs`),
        query: await readSample(`${dir}/book.graphql`),
        variables: await readSample(`${dir}/variables.json`),
        fileNames: {resolvers: 'schema.mjs'},
      }),
    ).toEqual([await readShownJson(`${dir}/book.json`)]);
  });
});

describe('GET and POST', () => {
  test('a GET carries query, variables, operationName and extensions in the URL', async () => {
    const url = await serve();
    const search = new URLSearchParams({
      query: 'query A { books { id } } query B($id: ID!) { book(id: $id) { title } }',
      variables: '{"id": "2"}',
      operationName: 'B',
      extensions: '{}',
    });
    expect((await send(`${url}?${search}`)).json).toEqual({data: {book: {title: 'The Dispossessed'}}});
  });

  test('a mutation sent with GET gets 405 with Allow: POST, once it has been parsed and validated', async () => {
    const server = await started(startServerScript(`${dir}/server.mjs`));
    const mutation = (await commands())[2];
    expect(mutation).toMatch(/^curl --include --get /);
    const answer = included(await runCurl(mutation, server.url));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.json).toEqual(await readShownJson(`${dir}/mutation-over-get.json`));
    // An invalid mutation is refused by validation before the method is looked at.
    const invalid = await getGraphQL(`${server.url}/graphql`, 'mutation { addBook(title: "Dune") { id } }');
    expect(invalid.status).toBe(200);
    expect(invalid.json).toMatchObject({
      errors: [{message: expect.stringMatching(/addBook\(author:\)" of type "String!" is required/)}],
    });
    // Nothing was added: the books are the two of schema.mjs.
    expect((await postGraphQL(`${server.url}/graphql`, {query: '{ books { id } }'})).json).toEqual({
      data: {books: [{id: '1'}, {id: '2'}]},
    });
  });

  test('formatError does not see the error of the 405, and onOperation is not called', async () => {
    const formatError = vi.fn((error: Readonly<Error>) => error as Error);
    const onOperation = vi.fn();
    const url = await serve({formatError, onOperation});
    const mutation = 'mutation { addBook(title: "Dune", author: "Frank Herbert") { id } }';
    const response = await getGraphQL(url, mutation);
    expect(response.status).toBe(405);
    expect(response.json).toEqual(await readShownJson(`${dir}/mutation-over-get.json`));
    expect(formatError).not.toHaveBeenCalled();
    expect(onOperation).not.toHaveBeenCalled();
    expect(await readPage(page)).toContain(
      "graphql-http builds this response itself: the handler's `formatError` does not see its error",
    );
    // Both see a query sent with GET whose resolver fails.
    await getGraphQL(url, '{ book(id: "3") { id } }');
    expect(formatError).toHaveBeenCalledTimes(1);
    expect(onOperation).toHaveBeenCalledTimes(1);
  });

  test('any other method gets 405 with Allow: GET, POST', async () => {
    const url = await serve();
    const response = await send(url, {method: 'PUT'});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  test('subscriptions are refused with both methods: "Subscriptions are not supported", or by validation', async () => {
    const withSubscriptions = buildSchema('type Query { a: String } type Subscription { ticks: Int }');
    const url = await serve({schema: withSubscriptions, rootValue: {}});
    for (const response of [
      await postGraphQL(url, {query: 'subscription { ticks }'}),
      await getGraphQL(url, 'subscription { ticks }'),
    ]) {
      expect(response.json).toEqual({errors: [{message: 'Subscriptions are not supported'}]});
    }
    const bookshelf = await serve();
    expect((await postGraphQL(bookshelf, {query: 'subscription { books { id } }'})).json).toMatchObject({
      errors: [{message: 'The subscription operation is not supported by the schema.'}],
    });
  });
});

describe('content negotiation and status codes', () => {
  test('the two curl commands get 200 with application/json and 400 with graphql-response+json, with the same body', async () => {
    const server = await started(startServerScript(`${dir}/server.mjs`));
    const [, , , plain, negotiated] = await commands();
    const shown = await readShownJson(`${dir}/unknown-field.json`);
    const first = included(await runCurl(plain, server.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.json).toEqual(shown);
    const second = included(await runCurl(negotiated, server.url));
    expect(second.status).toBe(400);
    expect(second.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(second.json).toEqual(shown);
  });

  type Request = (url: string, accept: string) => Promise<{status: number; json: unknown}>;
  const post =
    (body: unknown, contentType = 'application/json'): Request =>
    (url, accept) =>
      send(url, {method: 'POST', headers: {'content-type': contentType, accept}, body: JSON.stringify(body)});
  const rows: [string, Request, number, number][] = [
    [
      'runs, with or without errors from resolvers',
      post({query: '{ books { id } book(id: "3") { id } }'}),
      200,
      200,
    ],
    ['has a syntax error', post({query: '{ books { id }'}), 200, 400],
    ['fails validation', post({query: '{ books { isbn } }'}), 200, 400],
    [
      'names no operation the document has, or none of several',
      post({query: 'query A { books { id } } query B { books { id } }'}),
      200,
      400,
    ],
    ['is a subscription', post({query: 'subscription { books { id } }'}), 200, 400],
    [
      'has variables that do not fit their types',
      post({query: 'query ($id: ID!) { book(id: $id) { id } }', variables: {id: null}}),
      200,
      200,
    ],
    [
      'has a JSON body that does not parse, or no `query`',
      (url, accept) =>
        send(url, {
          method: 'POST',
          headers: {'content-type': 'application/json', accept},
          body: '{"query": ',
        }),
      400,
      400,
    ],
    [
      'is a `POST` without `content-type: application/json`',
      post({query: '{ books { id } }'}, 'text/plain'),
      415,
      415,
    ],
    [
      'is a mutation sent with `GET`',
      (url, accept) => getGraphQL(url, 'mutation { addBook(title: "a", author: "b") { id } }', {accept}),
      405,
      405,
    ],
    [
      'uses another method than `GET` or `POST`',
      (url, accept) => send(url, {method: 'DELETE', headers: {accept}}),
      405,
      405,
    ],
  ];

  test.each(rows)(
    'the table: a request that %s gets the statuses the page lists',
    async (row, request, asJsonStatus, asGraphQL) => {
      expect(await readPage(page)).toContain(`| ${row} | \`${asJsonStatus}\` | \`${asGraphQL}\``);
      const url = await serve();
      expect((await request(url, 'application/json')).status).toBe(asJsonStatus);
      expect((await request(url, graphqlResponse)).status).toBe(asGraphQL);
    },
  );

  test('a request without a query, and an operation that names none of several, get the errors behind the table', async () => {
    const url = await serve();
    expect((await postGraphQL(url, {})).json).toEqual({errors: [{message: 'Missing query'}]});
    const several = await postGraphQL(url, {query: 'query A { books { id } } query B { books { id } }'});
    expect(several.json).toEqual({errors: [{message: 'Unable to detect operation AST'}]});
    const unknown = {query: 'query A { books { id } }', operationName: 'C'};
    expect((await postGraphQL(url, unknown)).json).toEqual({
      errors: [{message: 'Unable to detect operation AST'}],
    });
    expect((await postGraphQL(url, unknown)).status).toBe(200);
    expect((await postGraphQL(url, unknown, {accept: graphqlResponse})).status).toBe(400);
  });

  test('a resolver error gets 200 in both media types, because the response still has data', async () => {
    const url = await serve();
    for (const accept of ['application/json', graphqlResponse]) {
      const response = await postGraphQL(url, {query: '{ book(id: "3") { title } }'}, {accept});
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({data: {book: null}, errors: [{extensions: {code: 'NOT_FOUND'}}]});
    }
  });

  test('Accept is read left to right, the first supported type wins, and q weights are ignored', async () => {
    const url = await serve();
    const contentTypeFor = async (accept?: string) =>
      (
        await send(url, {
          method: 'POST',
          headers: {'content-type': 'application/json', ...(accept ? {accept} : {})},
          body: '{"query": "{ books { id } }"}',
        })
      ).headers.get('content-type');
    expect(await contentTypeFor(`${graphqlResponse}, application/json`)).toBe(
      `${graphqlResponse}; charset=utf-8`,
    );
    expect(await contentTypeFor(`application/json, ${graphqlResponse}`)).toBe(
      'application/json; charset=utf-8',
    );
    expect(await contentTypeFor(`application/json;q=0.1, ${graphqlResponse}`)).toBe(
      'application/json; charset=utf-8',
    );
    expect(await contentTypeFor('*/*')).toBe('application/json; charset=utf-8');
    expect(await contentTypeFor('application/*')).toBe('application/json; charset=utf-8');
    expect(await contentTypeFor(undefined)).toBe('application/json; charset=utf-8');
    // What a browser's address bar sends.
    expect(
      await contentTypeFor(
        'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      ),
    ).toBe('application/json; charset=utf-8');
  });

  test('curl sends Accept: */* unless told otherwise', async () => {
    const accepts: unknown[] = [];
    const echo = express().use((req, res) => {
      accepts.push(req.headers.accept);
      res.json({});
    });
    const server = await started(listenOnFreePort(echo));
    const [post, , , plain, negotiated] = await commands();
    for (const command of [post, plain, negotiated]) await runCurl(command, server.url);
    expect(accepts).toEqual(['*/*', '*/*', graphqlResponse]);
  });

  test('an Accept header that names neither type gets 406 with an Accept header listing both', async () => {
    const url = await serve();
    const response = await send(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'text/html'},
      body: '{"query": "{ books { id } }"}',
    });
    expect(response.status).toBe(406);
    expect(response.headers.get('accept')).toBe(
      'application/graphql-response+json; charset=utf-8, application/json; charset=utf-8',
    );
  });
});

describe('invalid variables', () => {
  test('execute returns errors and no data for a variable that does not fit its type', async () => {
    const result = await execute({
      schema,
      rootValue,
      document: parse('query Book($id: ID!) { book(id: $id) { title } }'),
      variableValues: {id: null},
    });
    expect(result).not.toHaveProperty('data');
    expect(result.errors).toHaveLength(1);
  });

  test('graphql-http 1.23.1 answers it with 200 under graphql-response+json; the curl command gets the body the page shows', async () => {
    const server = await started(startServerScript(`${dir}/server.mjs`));
    const command = (await commands())[5];
    expect(command).toContain(`--header 'accept: ${graphqlResponse}'`);
    const answer = included(await runCurl(command, server.url));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(await readShownJson(`${dir}/invalid-variables.json`));
  });

  test('with requestErrorsAs400 as onOperation in app.mjs, the same curl command gets 400 and the same body; the rest is unchanged', async () => {
    expect(await readPage(page)).toContain(
      '`createHandler({ schema, rootValue, onOperation: requestErrorsAs400() })`',
    );
    const copy = await copySampleFolder(dir, [
      {
        file: 'app.mjs',
        from: "import { rootValue, schema } from './schema.mjs';",
        to: "import { requestErrorsAs400 } from './request-errors.mjs';\nimport { rootValue, schema } from './schema.mjs';",
      },
      {
        file: 'app.mjs',
        from: 'createHandler({ schema, rootValue })',
        to: 'createHandler({ schema, rootValue, onOperation: requestErrorsAs400() })',
      },
    ]);
    try {
      const {app} = await import(/* @vite-ignore */ pathToFileURL(path.join(copy, 'app.mjs')).href);
      const server = await started(listenOnFreePort(app));
      const answer = included(await runCurl((await commands())[5], server.url));
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe(`${graphqlResponse}; charset=utf-8`);
      expect(answer.json).toEqual(await readShownJson(`${dir}/invalid-variables.json`));
      const url = `${server.url}/graphql`;
      expect((await postGraphQL(url, badVariables)).status).toBe(200);
      expect(
        (await postGraphQL(url, badVariables, {accept: `application/json, ${graphqlResponse}`})).status,
      ).toBe(200);
      expect(
        (await postGraphQL(url, {query: '{ book(id: "3") { id } }'}, {accept: graphqlResponse})).status,
      ).toBe(200);
    } finally {
      await rm(copy, {recursive: true, force: true});
    }
  });

  test('requestErrorsAs400 leaves results with data alone', () => {
    const onOperation = requestErrorsAs400();
    const req = {headers: {accept: graphqlResponse}};
    expect(onOperation(req, {}, {data: null, errors: []})).toBeUndefined();
    expect(onOperation({headers: {}}, {}, {errors: []})).toBeUndefined();
    const response = onOperation(req, {}, {errors: []}) as [string, {status: number}];
    expect(response[1].status).toBe(400);
  });

  const badVariables = {query: 'query ($id: ID!) { book(id: $id) { id } }', variables: {id: null}};
  /** The option as graphql-http types it: the JavaScript sample's [body, init] is inferred as an array. */
  const onOperationOf = (option: ReturnType<typeof requestErrorsAs400>) =>
    option as unknown as NonNullable<Options['onOperation']>;

  test("graphql-http sends a response that onOperation returns as it is: the handler's formatError does not see its errors", async () => {
    const formatError = vi.fn((error: Readonly<Error>) => new GraphQLError(`masked: ${error.message}`));
    const url = await serve({formatError, onOperation: onOperationOf(requestErrorsAs400())});
    const response = await postGraphQL(url, badVariables, {accept: graphqlResponse});
    expect(response.status).toBe(400);
    expect(formatError).not.toHaveBeenCalled();
    expect(response.json).toEqual({
      errors: [expect.objectContaining({message: expect.stringMatching(/^Variable "\$id"/)})],
    });
    expect(await readPage(page)).toContain('Given only to `createHandler`, it would not see these errors.');
  });

  test('requestErrorsAs400({ formatError }) applies the formatError to its errors, and sends a plain Error as graphql-http does', async () => {
    const masked = vi.fn((error: Readonly<Error>) => new GraphQLError(`masked: ${error.message}`));
    const url = await serve({
      formatError: masked,
      onOperation: onOperationOf(requestErrorsAs400({formatError: masked})),
    });
    const response = await postGraphQL(url, badVariables, {accept: graphqlResponse});
    expect(response.status).toBe(400);
    expect(masked).toHaveBeenCalledTimes(1);
    expect(response.json).toEqual({
      errors: [{message: expect.stringMatching(/^masked: Variable "\$id" has invalid value/)}],
    });
    // A plain Error from formatError: graphql-http sends its message alone, and so does requestErrorsAs400.
    const plain = (error: Readonly<Error>) =>
      Object.assign(new Error(`plain: ${error.message}`), {secret: 'x'});
    const byHandler = await postGraphQL(await serve({formatError: plain}), badVariables, {
      accept: graphqlResponse,
    });
    const byOption = await postGraphQL(
      await serve({formatError: plain, onOperation: onOperationOf(requestErrorsAs400({formatError: plain}))}),
      badVariables,
      {accept: graphqlResponse},
    );
    expect(byHandler.json).toEqual({errors: [{message: expect.stringMatching(/^plain: Variable/)}]});
    expect(byOption.json).toEqual(byHandler.json);
    expect(byOption.status).toBe(400);
  });
});

describe("the handler's options", () => {
  test('node lifecycle.mjs prints the order in which graphql-http calls the options', async () => {
    await expectShownOutput(await runScript(`${dir}/lifecycle.mjs`), `${dir}/lifecycle.json`);
  });

  test('a request that fails earlier stops at the step that refused it, and goes on to formatError', async () => {
    const calls: string[] = [];
    const recorded =
      <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
      (...args: A) => {
        calls.push(name);
        return fn(...args);
      };
    const url = await serve({
      parse: recorded('parse', parse),
      context: recorded('context', () => ({})),
      validate: recorded('validate', validate),
      execute: recorded('execute', execute),
      formatError: recorded('formatError', (error: Readonly<Error>) => error as Error),
    });
    await postGraphQL(url, {query: '{ books { id }'});
    expect(calls).toEqual(['parse', 'formatError']);
    calls.length = 0;
    await postGraphQL(url, {query: '{ books { isbn } }'});
    expect(calls).toEqual(['parse', 'context', 'validate', 'formatError']);
    calls.length = 0;
    await getGraphQL(url, 'mutation { addBook(title: "a", author: "b") { id } }');
    expect(calls).toEqual(['parse', 'context', 'validate']);
  });

  test('context is undefined unless set, and may return a response [body, init] to answer at once', async () => {
    const seen: unknown[] = [];
    const url = await serve({rootValue: {books: (_: unknown, context: unknown) => (seen.push(context), [])}});
    await postGraphQL(url, {query: '{ books { id } }'});
    expect(seen).toEqual([undefined]);
    const refusing = await serve({context: () => [null, {status: 401, statusText: 'Unauthorized'}]});
    const response = await postGraphQL(refusing, {query: '{ books { id } }'});
    expect(response.status).toBe(401);
    expect(response.json).toBeNull();
  });

  test('schema may be a function of the request, and args.contextValue is already there', async () => {
    const other = buildSchema('type Query { greeting: String }');
    const schemaFor = vi.fn((_req: unknown, args: {contextValue?: unknown}) =>
      (args.contextValue as {admin: boolean}).admin ? other : schema,
    );
    const url = await serve({
      schema: schemaFor,
      rootValue: {...rootValue, greeting: () => 'hello'},
      context: (req) => ({admin: (req.raw as express.Request).get('x-admin') === 'yes'}),
    });
    expect((await postGraphQL(url, {query: '{ greeting }'}, {'x-admin': 'yes'})).json).toEqual({
      data: {greeting: 'hello'},
    });
    expect((await postGraphQL(url, {query: '{ greeting }'})).json).toMatchObject({
      errors: [{message: 'Cannot query field "greeting" on type "Query".'}],
    });
    expect(schemaFor).toHaveBeenCalledTimes(2);
  });

  test('validationRules: an array is added after specifiedRules; a function replaces them and receives them third', async () => {
    const refuseAll: ValidationRule = (context) => ({
      Document() {
        context.reportError(new GraphQLError('refused'));
      },
    });
    const validateSpy = vi.fn(validate);
    const appended = await serve({validationRules: [refuseAll], validate: validateSpy});
    const refusal = await postGraphQL(appended, {query: '{ books { isbn } }'});
    expect(
      (refusal.json as {errors: {message: string}[]}).errors.map((error) => error.message).sort(),
    ).toEqual(['Cannot query field "isbn" on type "Book".', 'refused']);
    expect(validateSpy.mock.calls[0][2]).toEqual([...specifiedRules, refuseAll]);
    const received: unknown[] = [];
    const replaced = await serve({
      validationRules: (_req, _args, specified) => {
        received.push(specified);
        return [];
      },
    });
    // Without any rule, the unknown field is not refused; execution skips it.
    expect((await postGraphQL(replaced, {query: '{ books { isbn id } }'})).json).toEqual({
      data: {books: [{id: '1'}, {id: '2'}]},
    });
    expect(received).toEqual([specifiedRules]);
  });

  test('graphql-http calls parse with the query text alone and validate with three arguments', async () => {
    const parseSpy = vi.fn(parse);
    const validateSpy = vi.fn(validate);
    const url = await serve({parse: parseSpy, validate: validateSpy});
    await postGraphQL(url, {query: '{ books { id } }'});
    expect(parseSpy.mock.calls).toEqual([['{ books { id } }']]);
    expect(validateSpy.mock.calls[0]).toHaveLength(3);
  });

  test('onSubscribe: a result answers at once, errors answer with themselves, and ExecutionArgs skip parsing and validation', async () => {
    const parseSpy = vi.fn(parse);
    const validateSpy = vi.fn(validate);
    const executeSpy = vi.fn(execute);
    const spies = {parse: parseSpy, validate: validateSpy, execute: executeSpy};
    const cached = await serve({...spies, onSubscribe: () => ({data: {books: []}})});
    expect((await postGraphQL(cached, {query: '{ books { id } }'})).json).toEqual({data: {books: []}});
    expect([parseSpy, validateSpy, executeSpy].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);

    const refused = await serve({onSubscribe: () => [new GraphQLError('Not today')]});
    const refusal = await postGraphQL(refused, {query: '{ books { id } }'}, {accept: graphqlResponse});
    expect(refusal.status).toBe(400);
    expect(refusal.json).toEqual({errors: [{message: 'Not today'}]});

    const prepared = await serve({
      ...spies,
      onSubscribe: (): OperationArgs<OperationContext> => ({
        schema,
        document: parse('{ book(id: "2") { title } }'),
      }),
    });
    expect((await postGraphQL(prepared, {query: 'ignored by this onSubscribe'})).json).toEqual({
      data: {book: {title: 'The Dispossessed'}},
    });
    expect(parseSpy).not.toHaveBeenCalled();
    expect(validateSpy).not.toHaveBeenCalled();
    expect(executeSpy).toHaveBeenCalledTimes(1);
  });

  test('onOperation may return another result to send instead', async () => {
    const url = await serve({onOperation: (_req, _args, result) => ({...result, extensions: {seen: true}})});
    expect((await postGraphQL(url, {query: '{ book(id: "1") { title } }'})).json).toEqual({
      data: {book: {title: 'Kindred'}},
      extensions: {seen: true},
    });
  });

  test('formatError maps errors about the request itself, such as Missing query, which are plain Errors', async () => {
    const formatError = vi.fn((error: Readonly<Error>) => new Error(`masked: ${error.message}`));
    const url = await serve({formatError});
    expect((await postGraphQL(url, {})).json).toEqual({errors: [{message: 'masked: Missing query'}]});
    const [[error]] = formatError.mock.calls;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GraphQLError);
  });

  test('formatError does not see the errors of a response [body, init] that an option returns', async () => {
    const formatError = vi.fn((error: Readonly<Error>) => error as Error);
    const body = JSON.stringify({errors: [{message: 'Refused: db.internal is down'}]});
    const response = (): [string, {status: number}] => [body, {status: 403}];
    for (const option of ['parseRequestParams', 'onSubscribe', 'context', 'schema', 'onOperation'] as const) {
      const url = await serve({formatError, [option]: response});
      const answer = await send(url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: '{"query": "{ books { id } }"}',
      });
      expect([option, answer.status, answer.text]).toEqual([option, 403, body]);
    }
    expect(formatError).not.toHaveBeenCalled();
    expect(await readPage(page)).toContain(
      'any response that `parseRequestParams`, `onSubscribe`, `context`, `schema` or `onOperation` return',
    );
  });

  test("req in the options has method, url, headers and raw, the framework's request", async () => {
    const seen: Record<string, unknown>[] = [];
    const url = await serve({
      context: (req) => {
        seen.push({
          method: req.method,
          url: req.url,
          header: (req.headers as Record<string, string>)['x-test'],
          raw: req.raw,
        });
        return undefined;
      },
    });
    await postGraphQL(url, {query: '{ books { id } }'}, {'x-test': 'yes'});
    expect(seen[0]).toMatchObject({method: 'POST', url: '/graphql', header: 'yes'});
    expect((seen[0].raw as express.Request).app).toBeTypeOf('function');
  });

  test('only schema is needed, and even it may come from onSubscribe; with neither the adapter answers 500', async () => {
    const fromOnSubscribe = await serve({
      schema: undefined,
      onSubscribe: (): OperationArgs<OperationContext> => ({
        schema,
        rootValue,
        document: parse('{ books { id } }'),
      }),
    });
    expect((await postGraphQL(fromOnSubscribe, {query: '{ books { id } }'})).json).toEqual({
      data: {books: [{id: '1'}, {id: '2'}]},
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const neither = await serve({schema: undefined});
    expect((await postGraphQL(neither, {query: '{ books { id } }'})).status).toBe(500);
  });
});

describe("graphql-http's audit", () => {
  test('node audit.mjs prints that the Express app passes all 61 audits, and exits with 0', async () => {
    await expectShownOutput(await runScript(`${dir}/audit.mjs`), `${dir}/audit.json`);
  });

  /** Runs audit.mjs against a copy of app.mjs with one edit. */
  async function auditWith(edits: {from: string; to: string}[]) {
    const copy = await copySampleFolder(
      dir,
      edits.map((edit) => ({file: 'app.mjs', ...edit})),
    );
    try {
      const run = await runNode(['audit.mjs'], {cwd: copy});
      return {code: run.code, output: JSON.parse(run.stdout)};
    } finally {
      await rm(copy, {recursive: true, force: true});
    }
  }

  test('a server that refuses introspection breaks the MUST about map variables, and audit.mjs exits with 1', async () => {
    const {code, output} = await auditWith([
      {
        from: "import { createHandler } from 'graphql-http/lib/use/express';",
        to: "import { NoSchemaIntrospectionCustomRule } from 'graphql';\nimport { createHandler } from 'graphql-http/lib/use/express';",
      },
      {
        from: 'createHandler({ schema, rootValue })',
        to: 'createHandler({ schema, rootValue, validationRules: [NoSchemaIntrospectionCustomRule] })',
      },
    ]);
    expect(code).toBe(1);
    expect(output.failed).toContainEqual({
      status: 'error',
      name: 'MUST allow map {variables} parameter when accepting application/json',
    });
  });

  test('mounting the handler with app.post loses GET, which the audit reports as three notices', async () => {
    const {code, output} = await auditWith([{from: "app.all('/graphql'", to: "app.post('/graphql'"}]);
    expect(code).toBe(0);
    expect(output.failed).toHaveLength(3);
    expect(output.failed.map((failure: {status: string}) => failure.status)).toEqual([
      'notice',
      'notice',
      'notice',
    ]);
  });

  test("the audit's requests ask for __type, and those with a bad variable are refused by validation, for a variable the operation never uses", async () => {
    const {auditServer} = await import('graphql-http');
    const requests: {query: string; variables?: Record<string, unknown> | null}[] = [];
    const url = await serve({
      onSubscribe: (_req, params) => {
        requests.push(params);
      },
    });
    const results = await auditServer({url});
    expect(results).toHaveLength(61);
    // Its requests ask for __type, which is why a server without introspection fails some.
    expect(requests.some((params) => params.query.includes('__type'))).toBe(true);
    const withNullVariable = requests.filter((params) => params.variables?.id === null);
    expect(withNullVariable.length).toBeGreaterThan(0);
    for (const {query} of withNullVariable) {
      expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([
        'Variable "$id" is never used in operation "CoerceFailure".',
      ]);
    }
    expect(asJson(results.filter((result) => result.status !== 'ok'))).toEqual([]);
  });
});
