import {buildSchema, graphql, lexicographicSortSchema, printSchema} from 'graphql';
import type {Express} from 'express';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {schema as codeFirstSchema} from '../basic-types/code-first.mjs';
import {
  importWithEdit,
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  stubRandom,
  type RunningServer,
} from './harness';

const dir = 'basic-types';
let server: RunningServer | undefined;

beforeEach(() => {
  // One value per Math.random() call, in resolver order: the quote, `random`, then three dice.
  stubRandom(0.3, 0.2951741307, 0.9, 0.2, 0.55);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function queryApp(app: Express): Promise<Awaited<ReturnType<typeof postGraphQL>>> {
  server = await listenOnFreePort(app);
  return postGraphQL(`${server.url}/graphql`, {query: await readSample(`${dir}/query.graphql`)});
}

test('the query gets the response the page shows', async () => {
  const {app} = await import('../basic-types/app.mjs');
  const response = await queryApp(app);
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('a null from the non-null `random` field nulls the whole data, as the page shows', async () => {
  const {app} = await importWithEdit<{app: Express}>(
    `${dir}/app.mjs`,
    'random: () => Math.random(),',
    'random: () => null,',
  );
  const response = await queryApp(app);
  expect(response.json).toEqual(await readShownJson(`${dir}/response-null-random.json`));
});

test('an Int field given 2.5 reports the coercion error and becomes null', async () => {
  const {app} = await importWithEdit<{app: Express}>(
    `${dir}/app.mjs`,
    'rollThreeDice: () =>',
    'rollThreeDice: () => [2.5] ??',
  );
  const response = await queryApp(app);
  expect(response.json).toMatchObject({
    errors: [{message: 'Int cannot represent non-integer value: 2.5', path: ['rollThreeDice', 0]}],
    data: {rollThreeDice: [null]},
  });
});

test('the code-first schema is the SDL schema and gives the same response', async () => {
  const sdlSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  expect(printSchema(lexicographicSortSchema(codeFirstSchema))).toBe(
    printSchema(lexicographicSortSchema(sdlSchema)),
  );
  const result = await graphql({schema: codeFirstSchema, source: await readSample(`${dir}/query.graphql`)});
  expect(JSON.parse(JSON.stringify(result))).toEqual(await readShownJson(`${dir}/response.json`));
});
