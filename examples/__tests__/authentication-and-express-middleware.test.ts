import type {Server} from 'node:http';
import net, {type AddressInfo} from 'node:net';
import express from 'express';
import {buildSchema} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  curlCommandsIn,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  startServerScript,
  type RunningServer,
} from './harness';

const dir = 'authentication-and-express-middleware';
const bearer = {authorization: 'Bearer alice-token'};

async function startApp(
  sample: Promise<{app: Parameters<typeof listenOnFreePort>[0]}>,
): Promise<RunningServer> {
  return listenOnFreePort((await sample).app);
}

describe('middleware and context', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startApp(import('../authentication-and-express-middleware/app.mjs'));
  });
  afterAll(() => server.close());

  const send = async (operationFile: string, headers?: Record<string, string>) =>
    postGraphQL(`${server.url}/graphql`, {query: await readSample(`${dir}/${operationFile}`)}, headers);

  test('the logging middleware runs first and the resolver reads the IP from the context', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const response = await send('ip.graphql');
      expect(response.status).toBe(200);
      expect(response.json).toEqual(await readShownJson(`${dir}/ip.json`));
      const line = 'POST /graphql from 127.0.0.1';
      expect(log).toHaveBeenCalledWith(line);
      expect(await readPage(dir)).toContain(line);
    } finally {
      log.mockRestore();
    }
  });

  test('an anonymous request gets a field error with a code', async () => {
    vi.spyOn(console, 'log').mockImplementationOnce(() => {});
    expect((await send('me.graphql')).json).toEqual(await readShownJson(`${dir}/me-anonymous.json`));
  });

  test('a request with a known token sees its user', async () => {
    vi.spyOn(console, 'log').mockImplementationOnce(() => {});
    expect((await send('me.graphql', bearer)).json).toEqual(await readShownJson(`${dir}/me-alice.json`));
  });

  test("the page's curl commands, sent to 127.0.0.1, print the responses the page shows", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const [ip, me] = await curlCommandsIn(dir);
      await expectShownOutput(await runCurl(ip, server.url), `${dir}/ip.json`);
      await expectShownOutput(await runCurl(me, server.url), `${dir}/me-alice.json`);
    } finally {
      log.mockRestore();
    }
  });
});

describe('rejecting anonymous requests in context', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startApp(import('../authentication-and-express-middleware/members-only-app.mjs'));
  });
  afterAll(() => server.close());

  test('answers 401 with an empty body without a token', async () => {
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/me.graphql`),
    });
    expect(response.status).toBe(401);
    expect(response.json).toBeNull();
  });

  test('graphql-http parses before it calls context: an anonymous syntax error gets 200 with the error, a missing query 400; a validation error gets 401', async () => {
    const syntaxError = await postGraphQL(`${server.url}/graphql`, {query: '{ me'});
    expect(syntaxError.status).toBe(200);
    expect(syntaxError.json).toEqual({
      errors: [{message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{line: 1, column: 5}]}],
    });
    const asGraphQLResponse = await postGraphQL(
      `${server.url}/graphql`,
      {query: '{ me'},
      {accept: 'application/graphql-response+json'},
    );
    expect(asGraphQLResponse.status).toBe(400);
    const missing = await postGraphQL(`${server.url}/graphql`, {});
    expect([missing.status, missing.json]).toEqual([400, {errors: [{message: 'Missing query'}]}]);
    const invalid = await postGraphQL(`${server.url}/graphql`, {query: '{ you }'});
    expect([invalid.status, invalid.json]).toEqual([401, null]);
    expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
      'graphql-http calls `context` only once it has parsed the query',
    );
  });

  test('runs the operation with a token', async () => {
    const response = await postGraphQL(
      `${server.url}/graphql`,
      {query: await readSample(`${dir}/me.graphql`)},
      bearer,
    );
    expect(response.json).toEqual(await readShownJson(`${dir}/me-alice.json`));
  });
});

test('attack: tokens named after prototype keys, other schemes and a cookie sign no one in, in either app', async () => {
  const app = await startApp(import('../authentication-and-express-middleware/app.mjs'));
  const membersOnly = await startApp(import('../authentication-and-express-middleware/members-only-app.mjs'));
  const query = await readSample(`${dir}/me.graphql`);
  const anonymous = await readShownJson(`${dir}/me-anonymous.json`);
  try {
    for (const headers of [
      ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', ''].map((token) => ({
        authorization: `Bearer ${token}`,
      })),
      {authorization: 'Basic alice-token'},
      {authorization: 'alice-token'},
      {cookie: 'token=alice-token; session=alice-token'},
    ]) {
      const label = JSON.stringify(headers);
      expect((await postGraphQL(`${app.url}/graphql`, {query}, headers)).json, label).toEqual(anonymous);
      const refused = await postGraphQL(`${membersOnly.url}/graphql`, {query}, headers);
      expect([refused.status, refused.json], label).toEqual([401, null]);
    }
  } finally {
    await Promise.all([app.close(), membersOnly.close()]);
  }
});

test('not covered: hundreds of wrong tokens are answered as no token, and the right one still works after them', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const app = await startApp(import('../authentication-and-express-middleware/app.mjs'));
  const membersOnly = await startApp(import('../authentication-and-express-middleware/members-only-app.mjs'));
  const query = await readSample(`${dir}/me.graphql`);
  const anonymous = await readShownJson(`${dir}/me-anonymous.json`);
  try {
    const guesses = Array.from({length: 300}, (_, guess) => ({authorization: `Bearer guess-${guess}`}));
    const answers = await Promise.all(
      guesses.map((headers) => postGraphQL(`${app.url}/graphql`, {query}, headers)),
    );
    for (const answer of answers) expect([answer.status, answer.json]).toEqual([200, anonymous]);
    const refused = await Promise.all(
      guesses.map((headers) => postGraphQL(`${membersOnly.url}/graphql`, {query}, headers)),
    );
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([401]));
    expect((await postGraphQL(`${app.url}/graphql`, {query}, bearer)).json).toEqual(
      await readShownJson(`${dir}/me-alice.json`),
    );
    expect((await postGraphQL(`${membersOnly.url}/graphql`, {query}, bearer)).status).toBe(200);
  } finally {
    vi.restoreAllMocks();
    await Promise.all([app.close(), membersOnly.close()]);
  }
  expect(await readPage(dir)).toContain('the right token still works after\n  hundreds of wrong ones');
});

test('not covered: a field whose resolver does not check answers everyone, signed in or not', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const app = await startApp(import('../authentication-and-express-middleware/app.mjs'));
  try {
    const anonymous = await postGraphQL(`${app.url}/graphql`, {query: '{ ip me }'});
    expect(anonymous.json).toMatchObject({
      data: {ip: '127.0.0.1', me: null},
      errors: [{message: 'Not authenticated', path: ['me']}],
    });
  } finally {
    vi.restoreAllMocks();
    await app.close();
  }
  expect(await readPage(dir)).toContain(
    'a field whose resolver does not check, such as `ip`, answers everyone',
  );
});

test('not covered: server.mjs listens over plain HTTP, where the token travels as written', async () => {
  const server = await startServerScript(`${dir}/server.mjs`);
  try {
    expect(server.url).toMatch(/^http:\/\//);
    expect(server.stdout).toContain('http://127.0.0.1:4000/graphql');
    // A relay between the client and the server, as a router or a shared network is, keeps what passes.
    const seen: Buffer[] = [];
    const target = new URL(server.url);
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.on('data', (chunk: Buffer) => seen.push(chunk));
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const {port} = relay.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...bearer},
      body: JSON.stringify({query: '{ me }'}),
    });
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    expect(Buffer.concat(seen).toString('latin1')).toMatch(/^authorization: Bearer alice-token\r$/im);
    expect(await response.json()).toEqual(await readShownJson(`${dir}/me-alice.json`));
  } finally {
    await server.close();
  }
  expect(await readPage(dir)).toContain('`server.mjs` listens over plain HTTP');
});

test('with the tokens in an object literal, Bearer constructor would sign in a user named Object', async () => {
  const source = await readSample(`${dir}/authenticate.mjs`);
  const literal = "const usersByToken = new Map([['alice-token', { name: 'alice' }]]);";
  expect(source).toContain(literal);
  const asObject = source
    .replace(literal, "const usersByToken = { 'alice-token': { name: 'alice' } };")
    .replace('usersByToken.get(token)', 'usersByToken[token]');
  const {authenticate} = await import(`data:text/javascript,${encodeURIComponent(asObject)}`);
  const req = {get: () => 'Bearer constructor'} as {get: () => string; user?: {name: string}};
  authenticate(req, {}, () => {});
  expect(req.user?.name).toBe('Object');
  expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
    '`Bearer constructor` would sign in a user named `Object`',
  );
});

test('node server.mjs listens on 127.0.0.1, so the IP reads as the page shows', async () => {
  const server = await startServerScript(`${dir}/server.mjs`);
  try {
    expect(server.stdout).toContain('http://127.0.0.1:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/ip.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/ip.json`));
  } finally {
    await server.close();
  }
});

test('with server.mjs importing members-only-app.mjs, as the page suggests, only a token gets through', async () => {
  const server = await startServerScript(`${dir}/server.mjs`, {
    edit: {from: "'./app.mjs'", to: "'./members-only-app.mjs'"},
  });
  try {
    const anonymous = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/me.graphql`),
    });
    expect([anonymous.status, anonymous.json]).toEqual([401, null]);
    const [, me] = await curlCommandsIn(dir);
    expect(JSON.parse(await runCurl(me, server.url))).toEqual(await readShownJson(`${dir}/me-alice.json`));
  } finally {
    await server.close();
  }
});

test('on the default dual-stack address, the same client shows up as ::ffff:127.0.0.1 or ::1', async () => {
  const {app} = await import('../authentication-and-express-middleware/app.mjs');
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const {port} = server.address() as AddressInfo;
    const ipFrom = async (host: string) =>
      (await postGraphQL(`http://${host}:${port}/graphql`, {query: await readSample(`${dir}/ip.graphql`)}))
        .json;
    expect(await ipFrom('127.0.0.1')).toEqual({data: {ip: '::ffff:127.0.0.1'}});
    expect(await ipFrom('[::1]')).toEqual({data: {ip: '::1'}});
  } finally {
    log.mockRestore();
    server.close();
  }
});

describe("graphql-http's context", () => {
  const schema = buildSchema('type Query { a: String b: String }');

  async function serve(options: Omit<Parameters<typeof createHandler>[0], 'schema'>) {
    const app = express();
    app.all('/graphql', createHandler({schema, ...options}));
    return listenOnFreePort(app);
  }

  test('is undefined for resolvers unless the handler is given one', async () => {
    const seen: unknown[] = [];
    const server = await serve({
      rootValue: {a: (_args: unknown, context: unknown) => void seen.push(context)},
    });
    try {
      await postGraphQL(`${server.url}/graphql`, {query: '{ a }'});
      expect(seen).toEqual([undefined]);
    } finally {
      await server.close();
    }
  });

  test('is built once per request, from a wrapper with raw, headers and context.res', async () => {
    const requests: {path: string; header: string; res: unknown}[] = [];
    const seen: unknown[] = [];
    const server = await serve({
      rootValue: {
        a: (_args: unknown, context: unknown) => void seen.push(context),
        b: (_args: unknown, context: unknown) => void seen.push(context),
      },
      context: (req) => {
        requests.push({
          path: (req.raw as express.Request).path,
          header: (req.headers as Record<string, string>)['x-demo'],
          res: typeof (req.context as {res: express.Response}).res.status,
        });
        return {request: requests.length};
      },
    });
    try {
      await postGraphQL(`${server.url}/graphql`, {query: '{ a b }'}, {'x-demo': 'yes'});
      expect(requests).toEqual([{path: '/graphql', header: 'yes', res: 'function'}]);
      expect(seen).toEqual([{request: 1}, {request: 1}]);
    } finally {
      await server.close();
    }
  });
});
