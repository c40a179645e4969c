import {lexicographicSortSchema, parse, print, printSchema, buildSchema, graphql} from 'graphql';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {app} from '../passing-arguments/app.mjs';
import {schema as codeFirstSchema} from '../passing-arguments/code-first.mjs';
import {
  curlBody,
  curlCommandsIn,
  listenOnFreePort,
  postGraphQL,
  readSample,
  readShownJson,
  runCurl,
  stubRandom,
  type RunningServer,
} from './harness';

const dir = 'passing-arguments';
let server: RunningServer;

beforeEach(async () => {
  // Math.random() values that roll a 3, a 5 and a 1 on six-sided dice, as the page shows.
  stubRandom(0.4, 0.7, 0.1);
  server = await listenOnFreePort(app);
});

afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

const normalize = (query: string) => print(parse(query));

test('the literal query gets the response the page shows', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: await readSample(`${dir}/query.graphql`),
  });
  expect(response.status).toBe(200);
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('the query with variables gets the same response', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: await readSample(`${dir}/query-with-variables.graphql`),
    variables: (await readShownJson(`${dir}/variables.json`)) as Record<string, unknown>,
    operationName: 'RollDice',
  });
  expect(response.json).toEqual(await readShownJson(`${dir}/response.json`));
});

test('the curl commands send the shown operations and print the shown response', async () => {
  const [literal, withVariables] = await curlCommandsIn(dir);
  expect(normalize(curlBody(literal).query)).toBe(normalize(await readSample(`${dir}/query.graphql`)));
  expect(normalize(curlBody(withVariables).query)).toBe(
    normalize(await readSample(`${dir}/query-with-variables.graphql`)),
  );
  expect(curlBody(withVariables).variables).toEqual(await readShownJson(`${dir}/variables.json`));
  for (const command of [literal, withVariables]) {
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(
      await readShownJson(`${dir}/response.json`),
    );
  }
});

test('a missing required argument gets the validation error the page shows, with status 200', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: await readSample(`${dir}/query-missing-argument.graphql`),
  });
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/^application\/json/);
  expect(response.json).toEqual(await readShownJson(`${dir}/response-missing-argument.json`));
});

test('a variable of the wrong type gets the error the page shows', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: await readSample(`${dir}/query-with-variables.graphql`),
    variables: (await readShownJson(`${dir}/variables-invalid.json`)) as Record<string, unknown>,
  });
  expect(response.json).toEqual(await readShownJson(`${dir}/response-invalid-variables.json`));
});

test('the code-first schema is the SDL schema and rolls the same dice', async () => {
  const sdlSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  expect(printSchema(lexicographicSortSchema(codeFirstSchema))).toBe(
    printSchema(lexicographicSortSchema(sdlSchema)),
  );
  const result = await graphql({schema: codeFirstSchema, source: await readSample(`${dir}/query.graphql`)});
  expect(JSON.parse(JSON.stringify(result))).toEqual(await readShownJson(`${dir}/response.json`));
});

test('an omitted numSides is the default, 6', async () => {
  vi.mocked(Math.random).mockReturnValue(0.99);
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ rollDice(numDice: 2) }'});
  expect(response.json).toEqual({data: {rollDice: [6, 6]}});
});

test('an explicit null numSides skips the default, so every die shows 1', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: '{ rollDice(numDice: 2, numSides: null) }',
  });
  expect(response.json).toEqual({data: {rollDice: [1, 1]}});
});
