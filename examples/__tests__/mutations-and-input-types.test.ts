import {buildSchema, graphql, validateSchema} from 'graphql';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {
  curlCommandsIn,
  expectShownOutput,
  getGraphQL,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  startServerScript,
  type RunningServer,
} from './harness';

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
      query: await readSample(`${dir}/message-of-the-day/${operationFile}`),
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

  test('without the mutation keyword, the operation looks for setMessage on Query', async () => {
    const setMessage = await readSample(`${dir}/message-of-the-day/set-message.graphql`);
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: setMessage.replace(/^mutation /, ''),
    });
    expect(response.json).toMatchObject({
      errors: [{message: 'Cannot query field "setMessage" on type "Query". Did you mean "getMessage"?'}],
    });
  });

  test("the page's curl -i sends the mutation with GET and gets 405, Allow: POST and the shown body", async () => {
    const [command] = (await curlCommandsIn(dir)).filter((text) => text.startsWith('curl -i '));
    const output = await runCurl(command, server.url);
    const [head, body] = output.split(/\r\n\r\n/);
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toMatch(/\r\nallow: POST(\r\n|$)/i);
    expect(JSON.parse(body)).toEqual(await readShownJson(`${dir}/message-of-the-day/mutation-over-get.json`));
    // The URL carries the page's set-message.graphql.
    const url = new URL(/'([^']+)'/.exec(command)![1]);
    expect(url.searchParams.get('query')).toBe(
      (await readSample(`${dir}/message-of-the-day/set-message.graphql`)).trim(),
    );
  });

  test('a mutation sent with GET is refused before it runs', async () => {
    const response = await getGraphQL(
      `${server.url}/graphql`,
      await readSample(`${dir}/message-of-the-day/set-message.graphql`),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

test('top-level mutation fields run one after another; query fields may overlap', async () => {
  const schema = buildSchema('type Query { a: String b: String } type Mutation { a: String b: String }');
  const events: string[] = [];
  const field = (name: string, ms: number) => async () => {
    events.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push(`${name} ends`);
    return name;
  };
  const rootValue = {a: field('a', 20), b: field('b', 1)};
  await graphql({schema, source: '{ a b }', rootValue});
  expect(events.splice(0)).toEqual(['a starts', 'b starts', 'b ends', 'a ends']);
  await graphql({schema, source: 'mutation { a b }', rootValue});
  expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
});

test('an object type as an argument fails schema validation with the message the page quotes', async () => {
  const message = 'The type of Query.f(m:) must be Input Type but got: M.';
  const schema = buildSchema('type M { a: String } type Query { f(m: M): String }');
  expect(validateSchema(schema).map((error) => error.message)).toEqual([message]);
  expect(await readPage(dir)).toContain(`\`${message}\``);
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
  const post = (query: string, variables?: unknown) =>
    postGraphQL(`${server.url}/graphql`, {query, variables});

  test('creates message "1", reads it back by that id, and replaces it', async () => {
    const created = await post(await readSample(file('create-message.graphql')));
    expect(created.json).toEqual(await readShownJson(file('create-message.json')));
    const read = await post(await readSample(file('get-message.graphql')));
    expect(read.json).toEqual(await readShownJson(file('get-message.json')));
    const variables = await readShownJson(file('update-message.variables.json'));
    const updated = await post(await readSample(file('update-message.graphql')), variables);
    expect(updated.json).toEqual(await readShownJson(file('update-message.json')));
  });

  test('the update curl, run exactly as shown after creating a message, prints the shown response', async () => {
    await post(await readSample(file('create-message.graphql')));
    const [update] = (await curlCommandsIn(dir)).filter((command) => command.includes('UpdateMessage'));
    await expectShownOutput(await runCurl(update, server.url), file('update-message.json'));
  });

  test('an update replaces the whole record: a field left out reads back as null', async () => {
    await post(await readSample(file('create-message.graphql')));
    await post(await readSample(file('update-message.graphql')), {id: '1', input: {author: 'red'}});
    const read = await post(await readSample(file('get-message.graphql')));
    expect(read.json).toEqual({data: {getMessage: {author: 'red', content: null}}});
  });

  test('reports an unknown id as a field error', async () => {
    const response = await post(await readSample(file('unknown-id.graphql')));
    expect(response.status).toBe(200);
    expect(response.json).toEqual(await readShownJson(file('unknown-id.json')));
  });

  test('rejects an input field the input type does not declare', async () => {
    const response = await post(await readSample(file('unknown-field.graphql')));
    expect(response.json).toEqual(await readShownJson(file('unknown-field.json')));
  });
});

test('node message-of-the-day/server.mjs serves the app', async () => {
  const server = await startServerScript(`${dir}/message-of-the-day/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/message-of-the-day/get-message.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/message-of-the-day/get-message-empty.json`));
  } finally {
    await server.close();
  }
});

test('node messages/server.mjs serves the app', async () => {
  const server = await startServerScript(`${dir}/messages/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/messages/unknown-id.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/messages/unknown-id.json`));
  } finally {
    await server.close();
  }
});

test('input types may refer to themselves, so cycles are not what keeps object types out', () => {
  const schema = buildSchema(
    'input Filter { and: [Filter] name: String } type Query { f(filter: Filter): String }',
  );
  expect(validateSchema(schema)).toEqual([]);
});
