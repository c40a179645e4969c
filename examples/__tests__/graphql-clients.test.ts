import http from 'node:http';
import {createClient} from 'graphql-http';
import {afterAll, afterEach, beforeAll, expect, test, vi} from 'vitest';
import {app as helloApp} from '../running-an-express-graphql-server/app.mjs';
import {
  curlCommandsIn,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runClientScript,
  runCurl,
  startServerScript,
  type RunningServer,
} from './harness';

let hello: RunningServer;

beforeAll(async () => {
  hello = await listenOnFreePort(helloApp);
});

afterAll(async () => {
  await hello.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const helloResponse = () => readShownJson('running-an-express-graphql-server/response.json');

test('the curl command prints the response the page shows', async () => {
  const commands = await curlCommandsIn('graphql-clients');
  expect(commands).toHaveLength(1);
  await expectShownOutput(
    await runCurl(commands[0], hello.url),
    'running-an-express-graphql-server/response.json',
  );
});

test('the browser fetch sample logs the whole response body, as curl prints it', async () => {
  const logs = await runClientScript('graphql-clients/browser-fetch.mjs', hello.url);
  expect(logs).toHaveLength(1);
  await expectShownOutput(logs[0][0] as string, 'running-an-express-graphql-server/response.json');
});

test('the Node.js sample sends variables to the server of the previous page (node server.mjs) and prints the shown output', async () => {
  const server = await startServerScript('running-an-express-graphql-server/server.mjs');
  try {
    const logs = await runClientScript('graphql-clients/type-fields.mjs', server.url);
    expect(logs).toHaveLength(1);
    await expectShownOutput(logs[0][0] as string, 'graphql-clients/type-fields.json');
  } finally {
    await server.close();
  }
});

test('a variable of the wrong type gets status 200 with either media type; syntax and validation errors get 400 with the GraphQL one', async () => {
  const query = (await readSample('graphql-clients/type-fields.mjs')).match(/`(query TypeFields[^`]*)`/)![1];
  for (const accept of ['application/json', 'application/graphql-response+json']) {
    const response = await postGraphQL(`${hello.url}/graphql`, {query, variables: {name: 42}}, {accept});
    expect(response.status, accept).toBe(200);
    expect(response.json).toMatchObject({
      errors: [
        {message: 'Variable "$name" has invalid value: String cannot represent a non string value: 42'},
      ],
    });
    expect(response.json).not.toHaveProperty('data');
  }
  const syntax = await postGraphQL(
    `${hello.url}/graphql`,
    {query: '{ hello'},
    {accept: 'application/graphql-response+json'},
  );
  expect(syntax.status).toBe(400);
  const page = (await readPage('graphql-clients')).replaceAll(/\s+/g, ' ');
  expect(page).toContain(
    '| `application/graphql-response+json` | `application/graphql-response+json` | status `400` | status `200` |',
  );
});

test('the graphql-http client sample prints the last result it received', async () => {
  const logs = await runClientScript('graphql-clients/graphql-http-client.mjs', hello.url);
  expect(logs).toHaveLength(1);
  await expectShownOutput(logs[0][0] as string, 'graphql-clients/graphql-http-client.json');
  expect(JSON.parse(logs[0][0] as string)).toEqual(await helloResponse());
});

test('an invalid request gets 200 with application/json, but 400 with the GraphQL response type', async () => {
  const asJson = await postGraphQL(`${hello.url}/graphql`, {query: '{ nope }'});
  expect(asJson.status).toBe(200);
  expect(asJson.contentType).toMatch(/^application\/json/);
  const asGraphQLResponse = await postGraphQL(
    `${hello.url}/graphql`,
    {query: '{ nope }'},
    {accept: 'application/graphql-response+json'},
  );
  expect(asGraphQLResponse.status).toBe(400);
  expect(asGraphQLResponse.contentType).toMatch(/^application\/graphql-response\+json/);
  expect(asGraphQLResponse.json).toEqual(asJson.json);
});

test('an invalid request without an Accept header gets 200 with application/json', async () => {
  const response = await fetch(`${hello.url}/graphql`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query: '{ nope }'}),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
});

test('a resolver error still comes with 200 and data, even with the GraphQL response type', async () => {
  vi.resetModules();
  const {app} = await import('../mutations-and-input-types/messages/app.mjs');
  const messages = await listenOnFreePort(app);
  try {
    const response = await postGraphQL(
      `${messages.url}/graphql`,
      {query: '{ getMessage(id: "nope") { id } }'},
      {accept: 'application/graphql-response+json'},
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({data: {getMessage: null}, errors: [{path: ['getMessage']}]});
  } finally {
    await messages.close();
  }
});

test.each([
  ['text/plain', 'text/plain'],
  ['a form, as curl --data sends without --header', 'application/x-www-form-urlencoded'],
  ['no Content-Type at all', undefined],
])('a POST with %s is refused with 415', async (_name, contentType) => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const {hostname, port} = new URL(hello.url);
    const request = http.request({hostname, port, path: '/graphql', method: 'POST'}, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    if (contentType) request.setHeader('content-type', contentType);
    request.end(JSON.stringify({query: '{ hello }'}));
  });
  expect(status).toBe(415);
});

test('client.subscribe returns a function that cancels the request', async () => {
  const client = createClient({url: `${hello.url}/graphql`});
  const events: string[] = [];
  const cancel = client.subscribe(
    {query: '{ hello }'},
    {
      next: () => events.push('next'),
      error: () => events.push('error'),
      complete: () => events.push('complete'),
    },
  );
  expect(typeof cancel).toBe('function');
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(events).not.toContain('next');
});
