import {afterEach, expect, test, vi} from 'vitest';
import {
  curlCommandsIn,
  getGraphQL,
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  runCurl,
  runServerScript,
  type RunningServer,
} from './harness';

const dir = 'running-an-express-graphql-server';
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
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
  for (const command of commands) {
    expect(JSON.parse(await runCurl(command, server!.url))).toEqual(
      await readShownJson(`${dir}/response.json`),
    );
  }
});

test('opening /graphql in a browser gets "Missing query", as the page says', async () => {
  const url = await startApp();
  const response = await fetch(url);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({errors: [{message: 'Missing query'}]});
});

test('GraphiQL is served at / as HTML pointing at /graphql, without any network access', async () => {
  await startApp();
  const response = await fetch(`${server!.url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain('/graphql');
});

test('GraphiQL is left out when NODE_ENV is production', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  await startApp();
  expect((await fetch(`${server!.url}/`)).status).toBe(404);
});

test('server.mjs starts the app and logs the URL the page shows', async () => {
  const started = await runServerScript(`${dir}/server.mjs`);
  server = started;
  expect(started.logs).toEqual([['GraphQL API ready at http://localhost:4000/graphql']]);
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ hello }'});
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});
