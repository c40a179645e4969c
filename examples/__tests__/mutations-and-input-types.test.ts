import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {
  curlCommandsIn,
  listenOnFreePort,
  postGraphQL,
  readShownJson,
  runCurl,
  type RunningServer,
} from './harness';
import {
  curlBodies,
  getGraphQL,
  normalizeQuery,
  readExample,
  readPage,
  startServerScript,
} from './harnessExtra';

const dir = 'mutations-and-input-types';

describe('message of the day', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const {app} = await import(`../${dir}/message-of-the-day/app.mjs`);
    server = await listenOnFreePort(app);
  });
  afterAll(() => server.close());

  const send = async (operationFile: string) =>
    postGraphQL(`${server.url}/graphql`, {
      query: await readExample(`${dir}/message-of-the-day/${operationFile}`),
    });

  test('reads nothing, writes a message, then reads it back', async () => {
    expect((await send('get-message.graphql')).json).toEqual(
      await readShownJson(`${dir}/message-of-the-day/get-message-empty.json`),
    );
    const set = await send('set-message.graphql');
    expect(set.status).toBe(200);
    expect(set.json).toEqual(await readShownJson(`${dir}/message-of-the-day/set-message.json`));
    expect((await send('get-message.graphql')).json).toEqual(
      await readShownJson(`${dir}/message-of-the-day/get-message-hi.json`),
    );
  });

  test('refuses a mutation sent with GET', async () => {
    const response = await getGraphQL(
      `${server.url}/graphql`,
      await readExample(`${dir}/message-of-the-day/set-message.graphql`),
    );
    expect(response.status).toBe(405);
    expect(response.allow).toBe('POST');
    expect(response.json).toEqual(await readShownJson(`${dir}/message-of-the-day/mutation-over-get.json`));
  });
});

describe('messages with input types', () => {
  let server: RunningServer;
  // A fresh app for each test: its store is empty, so the first message created gets the id "1".
  beforeEach(async () => {
    vi.resetModules();
    const {app} = await import(`../${dir}/messages/app.mjs`);
    server = await listenOnFreePort(app);
  });
  afterEach(() => server.close());

  const file = (name: string) => `${dir}/messages/${name}`;
  const post = (query: string, variables?: Record<string, unknown>) =>
    postGraphQL(`${server.url}/graphql`, {query, variables});

  test('creates message "1", reads it back by that id, and replaces it', async () => {
    const created = await post(await readExample(file('create-message.graphql')));
    expect(created.json).toEqual(await readShownJson(file('create-message.json')));
    const read = await post(await readExample(file('get-message.graphql')));
    expect(read.json).toEqual(await readShownJson(file('get-message.json')));
    const variables = (await readShownJson(file('update-message.variables.json'))) as Record<string, unknown>;
    const updated = await post(await readExample(file('update-message.graphql')), variables);
    expect(updated.json).toEqual(await readShownJson(file('update-message.json')));
  });

  test('the update curl, run exactly as shown after creating a message, prints the shown response', async () => {
    await post(await readExample(file('create-message.graphql')));
    const [update] = (await curlCommandsIn(dir)).filter((command) => command.includes('UpdateMessage'));
    expect(JSON.parse(await runCurl(update, server.url))).toEqual(
      await readShownJson(file('update-message.json')),
    );
  });

  test('an update replaces the whole record: a field left out reads back as null', async () => {
    await post(await readExample(file('create-message.graphql')));
    await post(await readExample(file('update-message.graphql')), {id: '1', input: {author: 'red'}});
    const read = await post(await readExample(file('get-message.graphql')));
    expect(read.json).toEqual({data: {getMessage: {author: 'red', content: null}}});
  });

  test('reports an unknown id as a field error', async () => {
    const response = await post(await readExample(file('unknown-id.graphql')));
    expect(response.status).toBe(200);
    expect(response.json).toEqual(await readShownJson(file('unknown-id.json')));
  });

  test('rejects an input field the input type does not declare', async () => {
    const response = await post(await readExample(file('unknown-field.graphql')));
    expect(response.json).toEqual(await readShownJson(file('unknown-field.json')));
  });
});

test("the page's curl commands send the sample operations", async () => {
  const page = await readPage(dir);
  const [update] = curlBodies(page);
  expect(normalizeQuery(update.query)).toBe(
    normalizeQuery(await readExample(`${dir}/messages/update-message.graphql`)),
  );
  expect(update.variables).toEqual(await readShownJson(`${dir}/messages/update-message.variables.json`));
  const [, getUrl] = page.match(/curl -i '([^']+)'/) ?? [];
  expect(new URL(getUrl).searchParams.get('query')).toBe(
    (await readExample(`${dir}/message-of-the-day/set-message.graphql`)).trim(),
  );
});

test('node message-of-the-day/server.mjs serves the app', async () => {
  const server = await startServerScript(`${dir}/message-of-the-day/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readExample(`${dir}/message-of-the-day/get-message.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/message-of-the-day/get-message-empty.json`));
  } finally {
    await server.stop();
  }
});

test('node messages/server.mjs serves the app', async () => {
  const server = await startServerScript(`${dir}/messages/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readExample(`${dir}/messages/unknown-id.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/messages/unknown-id.json`));
  } finally {
    await server.stop();
  }
});
