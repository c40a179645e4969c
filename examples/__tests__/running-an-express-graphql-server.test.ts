import {spawn} from 'node:child_process';
import {createServer, type Server} from 'node:net';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import {
  commandsIn,
  curlCommandsIn,
  expectShownOutput,
  examplesDir,
  getGraphQL,
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  runCurl,
  startServerScript,
  type RunningServer,
} from './harness';

const dir = 'running-an-express-graphql-server';
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function startApp(): Promise<string> {
  const {app} = await import('../running-an-express-graphql-server/app.mjs');
  server = await listenOnFreePort(app);
  return `${server.url}/graphql`;
}

test('a POSTed query gets the JSON response the page shows', async () => {
  const url = await startApp();
  const response = await postGraphQL(url, {query: await readSample(`${dir}/query.graphql`)});
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/^application\/json/);
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('the same query sent with GET gets the same response', async () => {
  const url = await startApp();
  const response = await getGraphQL(url, await readSample(`${dir}/query.graphql`));
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('both curl commands on the page print the response the page shows', async () => {
  await startApp();
  const commands = await curlCommandsIn(dir);
  expect(commands).toHaveLength(2);
  for (const command of commands)
    await expectShownOutput(await runCurl(command, server!.url), `${dir}/response.json`);
});

test.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
  '%s gets 405, with the methods that work in Allow',
  async (method) => {
    const response = await fetch(await startApp(), {method});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  },
);

test('opening /graphql in a browser gets "Missing query" as JSON, as the page says', async () => {
  const url = await startApp();
  const response = await fetch(url, {
    headers: {accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'},
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toBe('{"errors":[{"message":"Missing query"}]}');
});

test('GraphiQL is served at / as HTML pointing at /graphql, with its assets from unpkg', async () => {
  await startApp();
  const response = await fetch(`${server!.url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('"endpoint": "/graphql"');
  expect(html).toContain('https://unpkg.com/ruru@');
});

test('ruru/static exports the serveStatic middleware the page mentions', async () => {
  expect(typeof (await import('ruru/static')).serveStatic).toBe('function');
});

test('GraphiQL is left out when NODE_ENV is production', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  await startApp();
  expect((await fetch(`${server!.url}/`)).status).toBe(404);
});

test('node server.mjs starts the app and prints the URL the page shows', async () => {
  const started = await startServerScript(`${dir}/server.mjs`);
  server = started;
  expect(started.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: await readSample(`${dir}/query.graphql`),
  });
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('when the port is taken, server.mjs stops with the error instead of printing that it is ready', async () => {
  const taken = await new Promise<Server>((resolve) => {
    const blocker = createServer().listen(0, () => resolve(blocker));
  });
  try {
    const {port} = taken.address() as AddressInfo;
    await expect(startServerScript(`${dir}/server.mjs`, {port})).rejects.toThrow(/EADDRINUSE/);
  } finally {
    taken.close();
  }
});

test("ruru's command line, with the page's options, serves GraphiQL and forwards requests to the API", async () => {
  const url = await startApp();
  const [shown] = commandsIn(dir).filter((command) => command.text.startsWith('npx ruru '));
  expect(shown.text).toBe('npx ruru -P -p 4001 -e http://localhost:4000/graphql');
  // The same options, on a free port instead of 4001 and pointing at the test server.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const {port: free} = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const cli = path.join(examplesDir, '..', 'node_modules', 'ruru', 'dist', 'cli-run.js');
  const ruru = spawn(process.execPath, [cli, '-P', '-p', String(port), '-e', url]);
  try {
    await new Promise<void>((resolve, reject) => {
      ruru.stdout.on('data', (chunk) => String(chunk).includes('Serving Ruru') && resolve());
      ruru.once('exit', (code) => reject(new Error(`ruru exited with ${code}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('<title>Ruru');
    const forwarded = await postGraphQL(`http://127.0.0.1:${port}/graphql`, {
      query: await readSample(`${dir}/query.graphql`),
    });
    expect(forwarded.json).toEqual(await readShownJson(`${dir}/response.json`));
  } finally {
    ruru.kill();
  }
});
