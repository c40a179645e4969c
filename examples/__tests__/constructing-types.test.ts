import {buildSchema, lexicographicSortSchema, printSchema, type GraphQLSchema} from 'graphql';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {schema as codeFirstSchema} from '../constructing-types/schema.mjs';
import {
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  runScript,
  startServerScript,
  type RunningServer,
} from './harness';

const dir = 'constructing-types';
const sortedSdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

test('the code-first schema is the SDL schema', async () => {
  const sdlSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  expect(sortedSdl(codeFirstSchema)).toBe(sortedSdl(sdlSchema));
  // The page explains why its comparison sorts first: unsorted, the two print their types in different orders.
  expect(printSchema(codeFirstSchema)).not.toBe(printSchema(sdlSchema));
});

test('the comparison script prints what the page shows', async () => {
  expect(JSON.parse(await runScript(`${dir}/compare.mjs`))).toEqual(
    await readShownJson(`${dir}/compare.json`),
  );
});

describe('the code-first server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const {app} = await import('../constructing-types/app.mjs');
    server = await listenOnFreePort(app);
  });
  afterAll(() => server.close());

  test.each(['user-a', 'user-c'])('%s.graphql gets %s.json', async (name) => {
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/${name}.graphql`),
    });
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.json).toEqual(await readShownJson(`${dir}/${name}.json`));
  });
});

test('node server.mjs serves the code-first schema', async () => {
  const server = await startServerScript(`${dir}/server.mjs`);
  try {
    expect(server.stdout).toContain('http://localhost:4000/graphql');
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: await readSample(`${dir}/user-a.graphql`),
    });
    expect(response.json).toEqual(await readShownJson(`${dir}/user-a.json`));
  } finally {
    await server.close();
  }
});
