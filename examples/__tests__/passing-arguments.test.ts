import {
  buildSchema,
  graphql,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  validate,
} from 'graphql';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {app} from '../passing-arguments/app.mjs';
import {schema as codeFirstSchema} from '../passing-arguments/code-first.mjs';
import {
  curlBody,
  curlCommandsIn,
  listenOnFreePort,
  postGraphQL,
  readPage,
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
  const query = '{ rollDice(numDice: 3, numSides: null) }';
  expect(await readPage(dir)).toContain(`\`${query.slice(2, -2)}\``);
  const response = await postGraphQL(`${server.url}/graphql`, {query});
  expect(response.json).toEqual({data: {rollDice: [1, 1, 1]}});
});

test('a string literal for numDice fails validation, so the resolver can rely on an integer', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ rollDice(numDice: "three") }'});
  expect(response.json).toMatchObject({
    errors: [{message: 'Int cannot represent non-integer value: "three"'}],
  });
  expect(response.json).not.toHaveProperty('data');
});

test('$dice must be Int! to feed the required numDice', async () => {
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: 'query ($dice: Int) { rollDice(numDice: $dice) }',
  });
  expect(response.json).toMatchObject({
    errors: [{message: 'Variable "$dice" of type "Int" used in position expecting type "Int!".'}],
  });
});

test('a non-null argument with a default may be omitted, but not set to null', () => {
  const schema = buildSchema('type Query { rollDice(numDice: Int!, numSides: Int! = 6): [Int] }');
  expect(validate(schema, parse('{ rollDice(numDice: 1) }'))).toEqual([]);
  expect(validate(schema, parse('{ rollDice(numDice: 1, numSides: null) }')).map((e) => e.message)).toEqual([
    'Expected value of non-null type "Int!" not to be null.',
  ]);
});

test('arguments: omitted ones are absent, null ones present, and the object has no prototype', async () => {
  const schema = buildSchema('type Query { f(name: String, other: String): String }');
  let seen: Record<string, unknown> = {};
  const rootValue = {
    f: (args: Record<string, unknown>) => {
      seen = args;
      return '';
    },
  };
  await graphql({schema, source: '{ f(other: null) }', rootValue});
  expect(Object.getPrototypeOf(seen)).toBeNull();
  expect(Object.hasOwn(seen, 'name')).toBe(false);
  expect('name' in seen).toBe(false);
  expect(Object.hasOwn(seen, 'other')).toBe(true);
  expect(seen.other).toBeNull();
  expect(seen.hasOwnProperty).toBeUndefined();
});

test('a rootValue function gets (args, contextValue, info); a resolve function gets the source first', async () => {
  const contextValue = {user: 'someone'};
  const calls: unknown[][] = [];
  const rootValue = {
    rollDice(...args: unknown[]) {
      calls.push(args);
      return [];
    },
  };
  const sdlSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  await graphql({schema: sdlSchema, source: '{ rollDice(numDice: 1) }', rootValue, contextValue});
  expect(calls[0].slice(0, 2)).toEqual([{numDice: 1, numSides: 6}, contextValue]);
  expect(calls[0][2]).toMatchObject({fieldName: 'rollDice'});

  const resolveCalls: unknown[][] = [];
  const codeFirst = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        rollDice: {
          type: new GraphQLList(GraphQLInt),
          args: {numDice: {type: GraphQLInt}},
          resolve: (...args: unknown[]) => void resolveCalls.push(args),
        },
      },
    }),
  });
  await graphql({schema: codeFirst, source: '{ rollDice(numDice: 1) }', rootValue, contextValue});
  expect(resolveCalls[0].slice(0, 3)).toEqual([rootValue, {numDice: 1}, contextValue]);
  expect(resolveCalls[0][3]).toMatchObject({fieldName: 'rollDice'});
});

test('the code-first default is `default: { value: 6 }`; the page leaves defaultValue and the checks of defaults to the input coercion guide', async () => {
  const [numSides] = codeFirstSchema
    .getQueryType()!
    .getFields()
    .rollDice.args.filter((argument) => argument.name === 'numSides');
  expect(numSides.default).toEqual({value: 6});
  expect(numSides.defaultValue).toBeUndefined();
  const page = await readPage(dir);
  expect(page).toContain('](../guides/input-coercion-and-defaults.mdx#defaults-in-code)');
  expect(page).not.toContain('has invalid default value');
});
