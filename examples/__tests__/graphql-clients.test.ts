import {afterAll, afterEach, beforeAll, expect, test, vi} from 'vitest';
import {app as helloApp} from '../running-an-express-graphql-server/app.mjs';
import {app as diceApp} from '../passing-arguments/app.mjs';
import {
  curlCommandsIn,
  listenOnFreePort,
  postGraphQL,
  readShownJson,
  runClientScript,
  runCurl,
  stubRandom,
  type RunningServer,
} from './harness';

let hello: RunningServer;
let dice: RunningServer;

beforeAll(async () => {
  hello = await listenOnFreePort(helloApp);
  dice = await listenOnFreePort(diceApp);
});

afterAll(async () => {
  await hello.close();
  await dice.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const helloResponse = () => readShownJson('running-an-express-graphql-server/response.json');

test('the curl command prints the response the page shows', async () => {
  const commands = await curlCommandsIn('graphql-clients');
  expect(commands).toHaveLength(1);
  expect(JSON.parse(await runCurl(commands[0], hello.url))).toEqual(await helloResponse());
});

test('the browser fetch sample logs the whole response body', async () => {
  const logs = await runClientScript('graphql-clients/browser-fetch.mjs', hello.url);
  expect(logs).toEqual([[await helloResponse()]]);
});

test('the Node.js sample sends variables and prints the dice the page shows', async () => {
  stubRandom(0.4, 0.7, 0.1);
  const logs = await runClientScript('graphql-clients/roll-dice.mjs', dice.url);
  expect(logs).toHaveLength(1);
  expect(JSON.parse(logs[0][0] as string)).toEqual(await readShownJson('passing-arguments/response.json'));
});

test('the graphql-http client sample prints the last result it received', async () => {
  const logs = await runClientScript('graphql-clients/graphql-http-client.mjs', hello.url);
  expect(logs).toHaveLength(1);
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

test('a POST without the JSON content type is refused with 415', async () => {
  const response = await fetch(`${hello.url}/graphql`, {method: 'POST', body: '{ hello }'});
  expect(response.status).toBe(415);
});
