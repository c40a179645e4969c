import diagnostics from 'node:diagnostics_channel';
import {request as httpRequest} from 'node:http';
import DataLoader from 'dataloader';
import express from 'express';
import {
  buildSchema,
  execute,
  extendSchema,
  graphql,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {app} from '../../guides/caching-strategies/app.mjs';
import {cachePolicy} from '../../guides/caching-strategies/cache-policy.mjs';
import * as db from '../../guides/caching-strategies/db.mjs';
import {createDocumentCache} from '../../guides/caching-strategies/document-cache.mjs';
import {createLoaders} from '../../guides/caching-strategies/loaders.mjs';
import {createResponseCache} from '../../guides/caching-strategies/response-cache.mjs';
import {rootValue, schema} from '../../guides/caching-strategies/schema.mjs';
import {
  asJson,
  curlCommandsIn,
  expectShownOutput,
  getGraphQL,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runScript,
  startServerScript,
  type RunningServer,
} from '../harness';

const dir = 'guides/caching-strategies';
const page = 'guides/caching-strategies';
const productsQuery = '{ products { name price category { name } } }';
let servers: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  vi.restoreAllMocks();
});

async function serve(application: Parameters<typeof listenOnFreePort>[0]) {
  const server = await listenOnFreePort(application);
  servers.push(server);
  return `${server.url}/graphql`;
}

/** Counts graphql's parse, validate and execute calls while `work` runs. */
async function countSteps(work: () => Promise<unknown>) {
  const counts = {parse: 0, validate: 0, execute: 0};
  const listeners = Object.keys(counts).map((step) => {
    const listener = () => (counts[step as keyof typeof counts] += 1);
    diagnostics.subscribe(`tracing:graphql:${step}:start`, listener);
    return [step, listener] as const;
  });
  try {
    await work();
  } finally {
    for (const [step, listener] of listeners)
      diagnostics.unsubscribe(`tracing:graphql:${step}:start`, listener);
  }
  return counts;
}

const policyOf = (source: string, over = schema) => cachePolicy(over, parse(source));

/** graphql-http on Express with the shop schema, fresh loaders per request, and extra options. */
function shopApp(options: Partial<Parameters<typeof createHandler>[0]>) {
  const application = express();
  application.all(
    '/graphql',
    createHandler({schema, rootValue, context: () => ({loaders: createLoaders()}), ...options}),
  );
  return application;
}

describe('per-request caching with DataLoader', () => {
  test('the products with their categories cost two queries, where loading each category on its own costs four', async () => {
    db.queryLog.length = 0;
    const result = await graphql({
      schema,
      rootValue,
      source: productsQuery,
      contextValue: {loaders: createLoaders()},
    });
    expect(asJson(result)).toEqual(await readShownJson(`${dir}/products.json`));
    expect(db.queryLog).toEqual(['products', 'categories 1,2']);

    db.queryLog.length = 0;
    const oneByOne = createLoaders();
    oneByOne.category = new DataLoader(async (ids: readonly string[]) => db.findCategories([...ids]), {
      batch: false,
      cache: false,
    });
    await graphql({schema, rootValue, source: productsQuery, contextValue: {loaders: oneByOne}});
    expect(db.queryLog).toHaveLength(4);
  });

  test('the server creates new loaders for every request, so a second request loads again', async () => {
    const url = await serve(app);
    db.queryLog.length = 0;
    await postGraphQL(url, {query: '{ product(id: "2") { name } }'});
    await postGraphQL(url, {query: '{ product(id: "2") { name } }'});
    expect(db.queryLog).toEqual(['products 2', 'products 2']);
  });
});

describe('caching parsed and validated documents', () => {
  test('the same text is parsed and validated once, and executed every time', async () => {
    const cache = createDocumentCache();
    const counts = await countSteps(async () => {
      for (let request = 0; request < 3; request += 1) {
        const document = cache.parse(productsQuery);
        expect(cache.validate(schema, document, specifiedRules)).toEqual([]);
        await execute({schema, document, rootValue, contextValue: {loaders: createLoaders()}});
      }
    });
    expect(counts).toEqual({parse: 1, validate: 1, execute: 3});
  });

  test('a text that does not parse throws and is never cached', async () => {
    const cache = createDocumentCache();
    const counts = await countSteps(async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(() => cache.parse('{ products {')).toThrow('Syntax Error');
      }
    });
    expect(counts.parse).toBe(2);
  });

  test('the least recently used text is dropped when the cache is full', async () => {
    const cache = createDocumentCache({size: 2});
    const counts = await countSteps(async () => {
      const a = cache.parse('{ a: products { id } }');
      cache.parse('{ b: products { id } }');
      expect(cache.parse('{ a: products { id } }')).toBe(a); // a is now the most recent
      cache.parse('{ c: products { id } }'); // drops b
      expect(cache.parse('{ a: products { id } }')).toBe(a);
      cache.parse('{ b: products { id } }'); // parsed again
    });
    expect(counts.parse).toBe(4);
  });

  test('validation results are kept per schema: another schema validates again', () => {
    const cache = createDocumentCache();
    const document = cache.parse('{ me { name } }');
    const other = buildSchema('type Query { products: [String] }');
    expect(cache.validate(schema, document, specifiedRules)).toEqual([]);
    expect(cache.validate(other, document, specifiedRules).map((error: Error) => error.message)).toEqual([
      'Cannot query field "me" on type "Query".',
    ]);
  });

  test('graphql-http passes a new array of rules with each request, with the same rules in it', async () => {
    const rulesSeen: unknown[][] = [];
    const url = await serve(
      shopApp({validate: (s, d, rules) => (rulesSeen.push(rules as unknown[]), validate(s, d, rules))}),
    );
    await postGraphQL(url, {query: productsQuery});
    await postGraphQL(url, {query: productsQuery});
    expect(rulesSeen[0]).not.toBe(rulesSeen[1]);
    expect(rulesSeen[0]).toEqual(rulesSeen[1]);
    expect(rulesSeen[0]).toEqual([...specifiedRules]);
  });

  test('graphql-js does not change a document it is given, so one can be shared by requests', async () => {
    const deepFreeze = (value: unknown): unknown => {
      if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        Object.values(value).forEach(deepFreeze);
      }
      return value;
    };
    const document = deepFreeze(parse(productsQuery)) as DocumentNode;
    expect(validate(schema, document)).toEqual([]);
    const result = await execute({schema, document, rootValue, contextValue: {loaders: createLoaders()}});
    expect(asJson(result)).toEqual(await readShownJson(`${dir}/products.json`));
  });
});

describe('cache hints and Cache-Control', () => {
  const table: [string, string][] = [
    ['{ products { name category { name } } }', 'public, max-age=3600'],
    ['{ products { name price } }', 'public, max-age=60'],
    ['{ me { name } products { name } }', 'private, max-age=60'],
    ['{ __typename }', 'no-store'],
  ];
  test.each(table)(
    'a GET without credentials of %s gets Cache-Control: %s, as the table says',
    async (query, header) => {
      expect(await readPage(page)).toContain(`| \`${query}\` | \`${header}\` |`);
      const url = await serve(app);
      const response = await getGraphQL(url, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(header);
      expect(response.headers.get('vary')).toBe('accept, authorization, cookie');
    },
  );

  test('a GET with an Authorization header gets private where the hints say public', async () => {
    const url = await serve(app);
    const response = await getGraphQL(url, '{ me { name } products { name price } }', {
      authorization: 'Bearer ada-token',
    });
    expect(response.json).toEqual({
      data: {me: {name: 'Ada'}, products: expect.any(Array)},
    });
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const products = await getGraphQL(url, '{ products { name price } }', {
      authorization: 'Bearer ada-token',
    });
    expect(products.headers.get('cache-control')).toBe('private, max-age=60');
  });

  test('a root or object field without a hint makes the response uncacheable; a scalar without one inherits', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const unhinted = buildSchema(
      sdl.replace('  products: [Product!]! @cacheControl(maxAge: 3600)\n', '  products: [Product!]!\n'),
    );
    expect(policyOf('{ products { name } }', unhinted)).toEqual({maxAge: 0, scope: 'PUBLIC'});
    expect(policyOf('{ products { name } }')).toEqual({maxAge: 3600, scope: 'PUBLIC'});
    const noCategoryHint = buildSchema(
      sdl.replace('type Category @cacheControl(maxAge: 86400) {', 'type Category {'),
    );
    expect(policyOf('{ products { category { name } } }', noCategoryHint).maxAge).toBe(0);
  });

  test('every field of the document counts, also in an operation the request does not run; mutations are never cached', () => {
    expect(policyOf('query A { products { name } } query B { products { price } }').maxAge).toBe(60);
    const withMutation = extendSchema(
      schema,
      parse(
        'extend schema { mutation: Mutation } type Mutation { buy(id: ID!): Boolean @cacheControl(maxAge: 60) }',
      ),
    );
    expect(cachePolicy(withMutation, parse('mutation { buy(id: "1") }')).maxAge).toBe(0);
  });

  test('POST responses, errors and refused operations get no-store', async () => {
    const url = await serve(app);
    const post = await postGraphQL(url, {query: productsQuery});
    expect(post.headers.get('cache-control')).toBe('no-store');
    // No Content-Location either, the one header that would let a cache reuse a POST response.
    expect(post.headers.get('content-location')).toBeNull();
    expect((await getGraphQL(url, '{ nope }')).headers.get('cache-control')).toBe('no-store');
    const withError = await fetch(
      `${url}?${new URLSearchParams({query: 'query ($id: ID!) { product(id: $id) { name } }', variables: '{"id": null}'})}`,
    );
    expect(withError.headers.get('cache-control')).toBe('no-store');
  });

  test('graphql-http runs only queries over GET', async () => {
    const withMutation = extendSchema(
      schema,
      parse('extend schema { mutation: Mutation } type Mutation { buy(id: ID!): Boolean }'),
    );
    const application = express();
    application.all('/graphql', createHandler({schema: withMutation, rootValue: {buy: () => true}}));
    const url = await serve(application);
    expect((await getGraphQL(url, 'mutation { buy(id: "1") }')).status).toBe(405);
  });
});

describe('the response cache', () => {
  test('a repeated anonymous GET is answered from the copy without parsing, validating or executing, with the time it has left', async () => {
    let now = 1_000_000;
    const responses = createResponseCache({now: () => now});
    const url = await serve(
      shopApp({onSubscribe: responses.onSubscribe, onOperation: responses.onOperation}),
    );
    const first = await countSteps(() => getGraphQL(url, productsQuery));
    expect(first).toEqual({parse: 1, validate: 1, execute: 1});
    now += 45_500;
    let response: Awaited<ReturnType<typeof getGraphQL>> | undefined;
    const second = await countSteps(async () => (response = await getGraphQL(url, productsQuery)));
    expect(second).toEqual({parse: 0, validate: 0, execute: 0});
    expect(response?.headers.get('cache-control')).toBe('public, max-age=15');
    expect(response?.json).toEqual(await readShownJson(`${dir}/products.json`));
    now += 15_000;
    expect((await countSteps(() => getGraphQL(url, productsQuery))).execute).toBe(1);
  });

  test('requests with an Authorization header, private responses and errors are never copied', async () => {
    const url = await serve(app);
    const executions = async (send: () => Promise<unknown>) =>
      (await countSteps(async () => (await send(), await send()))).execute;
    const query = '{ product(id: "3") { name } }';
    expect(await executions(() => getGraphQL(url, query, {authorization: 'Bearer ada-token'}))).toBe(2);
    expect(await executions(() => getGraphQL(url, '{ me { name } }'))).toBe(2);
    const failing = `${url}?${new URLSearchParams({query: 'query ($id: ID!) { product(id: $id) { id } }', variables: '{"id": null}'})}`;
    expect(await executions(() => fetch(failing))).toBe(2);
    // The anonymous GET is copied, and a request with credentials for the same URL does not get the copy.
    expect(await executions(() => getGraphQL(url, query))).toBe(1);
    expect(await executions(() => getGraphQL(url, query, {authorization: 'Bearer ada-token'}))).toBe(2);
  });

  test('attack: a GET authenticated by a cookie is marked private, never copied, and never answered from a copy', async () => {
    const url = await serve(app);
    const query = '{ products { id name price } }';
    const cookie = {cookie: 'session=ada'};
    const withCookie = await getGraphQL(url, query, cookie);
    // A CDN may store a public response whatever the request's cookies; private keeps it out.
    expect(withCookie.headers.get('cache-control')).toBe('private, max-age=60');
    expect(withCookie.headers.get('vary')).toBe('accept, authorization, cookie');
    const executions = async (send: () => Promise<unknown>) =>
      (await countSteps(async () => (await send(), await send()))).execute;
    expect(await executions(() => getGraphQL(url, query, cookie))).toBe(2);
    // An anonymous GET of the same URL is copied; the request with a cookie still runs, and stays private.
    expect(await executions(() => getGraphQL(url, query))).toBe(1);
    let response: Awaited<ReturnType<typeof getGraphQL>> | undefined;
    const counts = await countSteps(async () => (response = await getGraphQL(url, query, cookie)));
    expect(counts.execute).toBe(1);
    expect(response?.headers.get('cache-control')).toBe('private, max-age=60');
  });

  test('attack: Cookie and Authorization headers count in any casing the client writes them', async () => {
    const url = new URL(await serve(app));
    url.search = new URLSearchParams({query: '{ products { price } }'}).toString();
    /** The Cache-Control of a GET sent with node:http, which sends header names exactly as written here. */
    const cacheControlOf = (headers: Record<string, string>) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = httpRequest(url, {headers}, (response) => {
          response.resume();
          response.once('end', () => resolve(response.headers['cache-control']));
        });
        request.once('error', reject);
        request.end();
      });
    const credentials: Record<string, string>[] = [
      {COOKIE: 'session=ada'},
      {cOoKiE: 'session=ada'},
      {AUTHORIZATION: 'Bearer ada-token'},
    ];
    for (const headers of credentials) {
      expect(await cacheControlOf(headers), Object.keys(headers)[0]).toBe('private, max-age=60');
    }
    expect(await cacheControlOf({})).toBe('public, max-age=60');
  });

  test('not covered: credentials in a header of their own, and other headers, are not looked at; the copy goes to every request for the URL', async () => {
    const url = await serve(app);
    const query = '{ products { id price } }';
    const withKey = await getGraphQL(url, query, {'x-api-key': 'ada-key', 'accept-language': 'fr'});
    expect(withKey.headers.get('cache-control')).toBe('public, max-age=60');
    let response: Awaited<ReturnType<typeof getGraphQL>> | undefined;
    const counts = await countSteps(
      async () => (response = await getGraphQL(url, query, {'accept-language': 'de'})),
    );
    expect(counts.execute).toBe(0);
    expect(response?.json).toEqual(withKey.json);
    const text = await readPage(page);
    expect(text).toContain('such as `x-api-key`, counts as anonymous');
    expect(text).toContain('such as `accept-language`: the copy is kept by\n  URL alone');
  });

  test('Node.js refuses a request whose headers, URL included, exceed 16 KB with 431', async () => {
    const {maxHeaderSize} = await import('node:http');
    expect(maxHeaderSize).toBe(16 * 1024);
    const url = await serve(app);
    const long = `{ products { ${'name '.repeat(4_000)}} }`;
    const response = await fetch(`${url}?${new URLSearchParams({query: long})}`);
    expect(response.status).toBe(431);
    const short = `{ products { ${'name '.repeat(2_000)}} }`;
    expect((await fetch(`${url}?${new URLSearchParams({query: short})}`)).status).toBe(200);
  });

  test("Production and Security's trusted documents accept the id in a GET URL", async () => {
    const {app: production} = await import('../../guides/production-and-security/app.mjs');
    const url = await serve(production);
    const ids = (await readShownJson('guides/production-and-security/document-ids.json')) as Record<
      string,
      string
    >;
    const search = new URLSearchParams({documentId: ids.ProductPage, variables: '{"id": "1"}'});
    const response = await fetch(`${url}?${search}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('data.product');
  });
});

describe('the server and measure.mjs', () => {
  test('the curl command gets the products with cache-control: public, max-age=60 and vary: accept, authorization, cookie', async () => {
    const started = await startServerScript(`${dir}/server.mjs`);
    servers.push(started);
    expect(started.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
    const [command] = await curlCommandsIn(page);
    const output = await runCurl(command, started.url);
    const [head, body] = output.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(head.toLowerCase()).toContain('cache-control: public, max-age=60');
    expect(head.toLowerCase()).toMatch(/^vary: accept, authorization, cookie\r?$/m);
    expect(JSON.parse(body)).toEqual(await readShownJson(`${dir}/products.json`));
  });

  test('node measure.mjs prints the counts the page shows', async () => {
    await expectShownOutput(await runScript(`${dir}/measure.mjs`), `${dir}/measure.json`);
  });
});
