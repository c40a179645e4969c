import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {listenOnFreePort, postGraphQL, readShownJson, type RunningServer} from './harness';
import {
  curlBodies,
  getGraphQL,
  normalizeQuery,
  readExample,
  readExampleWith,
  readPage,
  readShownJsonWith,
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
  beforeAll(async () => {
    const {app} = await import(`../${dir}/messages/app.mjs`);
    server = await listenOnFreePort(app);
  });
  afterAll(() => server.close());

  const file = (name: string) => `${dir}/messages/${name}`;
  const post = (query: string, variables?: Record<string, unknown>) =>
    postGraphQL(`${server.url}/graphql`, {query, variables});

  test('creates, reads and replaces a message by the id the server generated', async () => {
    const shownCreate = (await readShownJson(file('create-message.json'))) as {
      data: {createMessage: {id: string}};
    };
    const shownId = shownCreate.data.createMessage.id;

    const created = await post(await readExample(file('create-message.graphql')));
    const realId = (created.json as typeof shownCreate).data.createMessage.id;
    expect(realId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ids = {[shownId]: realId};
    expect(created.json).toEqual(await readShownJsonWith(file('create-message.json'), ids));

    const read = await post(await readExampleWith(file('get-message.graphql'), ids));
    expect(read.json).toEqual(await readShownJsonWith(file('get-message.json'), ids));

    const variables = (await readShownJsonWith(file('update-message.variables.json'), ids)) as Record<
      string,
      unknown
    >;
    const updated = await post(await readExample(file('update-message.graphql')), variables);
    expect(updated.json).toEqual(await readShownJsonWith(file('update-message.json'), ids));
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
