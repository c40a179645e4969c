import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  curlCommandsIn,
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
      expect(JSON.parse(await runCurl(ip, server.url))).toEqual(await readShownJson(`${dir}/ip.json`));
      expect(JSON.parse(await runCurl(me, server.url))).toEqual(await readShownJson(`${dir}/me-alice.json`));
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

  test('runs the operation with a token', async () => {
    const response = await postGraphQL(
      `${server.url}/graphql`,
      {query: await readSample(`${dir}/me.graphql`)},
      bearer,
    );
    expect(response.json).toEqual(await readShownJson(`${dir}/me-alice.json`));
  });
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
