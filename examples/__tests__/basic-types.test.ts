import {
  buildSchema,
  graphql,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  lexicographicSortSchema,
  printSchema,
  specifiedScalarTypes,
  type GraphQLScalarType,
} from 'graphql';
import type {Express} from 'express';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {schema as codeFirstSchema} from '../basic-types/code-first.mjs';
import {
  importWithEdit,
  listenOnFreePort,
  postGraphQL,
  readPage,
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

test('specifiedScalarTypes lists the five built-in scalars', () => {
  expect(specifiedScalarTypes.map((type) => type.name)).toEqual(['String', 'Int', 'Float', 'Boolean', 'ID']);
});

/** What a field of `type` sends for `value` returned by its resolver: its value, or its error. */
async function coerce(type: GraphQLScalarType, value: unknown): Promise<unknown> {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({name: 'Query', fields: {field: {type, resolve: () => value}}}),
  });
  const result = JSON.parse(JSON.stringify(await graphql({schema, source: '{ field }'})));
  return result.errors ? {error: result.errors[0].message} : result.data.field;
}

test.each([
  [GraphQLString, 42, '42'],
  [GraphQLString, true, 'true'],
  [GraphQLInt, '42', 42],
  [GraphQLInt, true, 1],
  [GraphQLInt, 2.5, {error: 'Int cannot represent non-integer value: 2.5'}],
  [GraphQLInt, 2 ** 31, {error: 'Int cannot represent non 32-bit signed integer value: 2147483648'}],
  [GraphQLFloat, '2.5', 2.5],
  [GraphQLFloat, false, 0],
  [GraphQLFloat, NaN, {error: 'Float cannot represent non numeric value: NaN'}],
  [GraphQLFloat, Infinity, {error: 'Float cannot represent non numeric value: Infinity'}],
  [GraphQLBoolean, 0, false],
  [GraphQLBoolean, 7, true],
  [GraphQLBoolean, 'true', {error: 'Boolean cannot represent a non boolean value: "true"'}],
  [GraphQLID, 7, '7'],
  [GraphQLID, 7.5, {error: 'ID cannot represent value: 7.5'}],
  [GraphQLString, ['a'], {error: 'String cannot represent value: ["a"]'}],
  [GraphQLString, {}, {error: 'String cannot represent value: {}'}],
  [GraphQLString, {toJSON: () => 'from toJSON'}, 'from toJSON'],
  [GraphQLString, new Date(1700000000000), '1700000000000'],
])('a %s field given %o sends %o', async (type, value, expected) => {
  expect(await coerce(type, value)).toEqual(expected);
});

test.each([
  [GraphQLString, NaN, {error: 'String cannot represent value: NaN'}],
  [GraphQLString, -Infinity, {error: 'String cannot represent value: -Infinity'}],
  [GraphQLString, 42n, '42'],
  [GraphQLInt, NaN, {error: 'Int cannot represent non-integer value: NaN'}],
  [GraphQLInt, Infinity, {error: 'Int cannot represent non-integer value: Infinity'}],
  [GraphQLInt, -Infinity, {error: 'Int cannot represent non-integer value: -Infinity'}],
  [GraphQLInt, 42n, 42],
  [GraphQLInt, 2n ** 31n, {error: 'Int cannot represent non 32-bit signed integer value: 2147483648'}],
  [GraphQLFloat, -Infinity, {error: 'Float cannot represent non numeric value: -Infinity'}],
  [GraphQLFloat, 42n, 42],
  [
    GraphQLFloat,
    2n ** 53n + 1n,
    {error: 'Float cannot represent non numeric value: 9007199254740993 (value would lose precision)'},
  ],
  [GraphQLBoolean, NaN, {error: 'Boolean cannot represent a non boolean value: NaN'}],
  [GraphQLBoolean, Infinity, {error: 'Boolean cannot represent a non boolean value: Infinity'}],
  [GraphQLBoolean, 0n, false],
  [GraphQLBoolean, 2n, true],
  [GraphQLID, 42n, '42'],
  [GraphQLID, NaN, {error: 'ID cannot represent value: NaN'}],
])('NaN, ±Infinity and BigInt: a %s field given %o sends %o', async (type, value, expected) => {
  expect(await coerce(type, value)).toEqual(expected);
});

test('the page names NaN, Infinity and -Infinity as failures for every scalar, and BigInt among the accepted values', async () => {
  for (const type of specifiedScalarTypes)
    for (const value of [NaN, Infinity, -Infinity])
      expect(await coerce(type, value), `${type.name} ${value}`).toEqual({error: expect.any(String)});
  const page = (await readPage(dir)).replaceAll(/\s+/g, ' ');
  expect(page).toContain('`NaN`, `Infinity` and `-Infinity` fail');
  expect(page).toContain('BigInts in that range');
});
