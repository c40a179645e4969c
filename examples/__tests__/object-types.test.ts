import {buildSchema, graphql, GraphQLObjectType, lexicographicSortSchema, printSchema} from 'graphql';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {app} from '../object-types/app.mjs';
import {schema as codeFirstSchema} from '../object-types/code-first.mjs';
import {
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  stubRandom,
  type RunningServer,
} from './harness';

const dir = 'object-types';
let server: RunningServer;

beforeEach(async () => {
  // One value per roll: rollOnce, then the three rolls of roll(numRolls: 3).
  stubRandom(0.6, 0.1, 0.95, 0.4);
  server = await listenOnFreePort(app);
});

afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

async function post(queryFile: string) {
  return postGraphQL(`${server.url}/graphql`, {query: await readSample(`${dir}/${queryFile}`)});
}

test('the nested query gets the response the page shows', async () => {
  const response = await post('query.graphql');
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('without numSides the die has the default 6 sides, and unselected methods never run', async () => {
  const response = await post('query-default.graphql');
  expect(response.json).toEqual(await readShownJson(`${dir}/response-default.json`));
  expect(Math.random).not.toHaveBeenCalled();
});

test('an object field without a selection gets the validation error the page shows', async () => {
  const response = await post('query-without-selection.graphql');
  expect(response.json).toEqual(await readShownJson(`${dir}/response-without-selection.json`));
});

test('the code-first schema is the SDL schema and resolves the same die with the default resolver', async () => {
  const sdlSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  expect(printSchema(lexicographicSortSchema(codeFirstSchema))).toBe(
    printSchema(lexicographicSortSchema(sdlSchema)),
  );
  const result = await graphql({schema: codeFirstSchema, source: await readSample(`${dir}/query.graphql`)});
  expect(JSON.parse(JSON.stringify(result))).toEqual(await readShownJson(`${dir}/response.json`));
});

test('the default resolver calls a method on the parent, with (args, contextValue, info) and this', async () => {
  const schema = buildSchema(await readSample(`${dir}/schema.graphql`));
  expect(schema.getQueryType()).toBeInstanceOf(GraphQLObjectType);
  const calls: {self: unknown; args: unknown[]}[] = [];
  const die = {
    numSides: 6,
    rollOnce: () => 1,
    roll(...args: unknown[]) {
      calls.push({self: this, args});
      return [];
    },
  };
  const contextValue = {requestId: 1};
  await graphql({
    schema,
    source: '{ getDie { roll(numRolls: 2) } }',
    rootValue: {getDie: () => die},
    contextValue,
  });
  expect(calls).toHaveLength(1);
  expect(calls[0].self).toBe(die);
  expect(calls[0].args.slice(0, 2)).toEqual([{numRolls: 2}, contextValue]);
  expect(calls[0].args[2]).toMatchObject({fieldName: 'roll'});
});
