import {
  buildSchema,
  graphql,
  GraphQLInt,
  GraphQLList,
  type GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLScalarType,
  lexicographicSortSchema,
  printSchema,
  validateSchema,
} from 'graphql';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {schema as codeFirstSchema} from '../constructing-types/schema.mjs';
import {
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  type RunningServer,
  runScript,
  startServerScript,
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
  await expectShownOutput(await runScript(`${dir}/compare.mjs`), `${dir}/compare.json`);
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

test('the unsorted prints list the types in document order, and from Query for the constructors', async () => {
  const typeNames = (sdl: string) => [...sdl.matchAll(/^type (\w+)/gm)].map((match) => match[1]);
  expect(typeNames(printSchema(buildSchema(await readSample(`${dir}/schema.graphql`))))).toEqual([
    'User',
    'Query',
  ]);
  expect(typeNames(printSchema(codeFirstSchema))).toEqual(['Query', 'User']);
});

test('a schema without query can be constructed, but fails validation', () => {
  const schema = new GraphQLSchema({});
  expect(validateSchema(schema).map((error) => error.message)).toEqual(['Query root type must be provided.']);
});

test('a fields function runs when the schema is assembled, so a type can refer to itself', () => {
  let calls = 0;
  const user: GraphQLObjectType = new GraphQLObjectType({
    name: 'User',
    fields: () => {
      calls++;
      return {name: {type: GraphQLString}, friends: {type: new GraphQLList(user)}};
    },
  });
  expect(calls).toBe(0);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({name: 'Query', fields: {me: {type: user}}}),
  });
  expect(calls).toBe(1);
  expect(printSchema(schema)).toContain('friends: [User]');
});

test('`types` adds a type no field reaches; default and the deprecated defaultValue both apply', async () => {
  const extra = new GraphQLObjectType({name: 'Extra', fields: {a: {type: GraphQLString}}});
  const query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      withDefault: {
        type: GraphQLInt,
        args: {limit: {type: GraphQLInt, default: {value: 10}}},
        resolve: (_source, {limit}) => limit,
      },
      withDefaultValue: {
        type: GraphQLInt,
        args: {limit: {type: GraphQLInt, defaultValue: 10}},
        resolve: (_source, {limit}) => limit,
      },
    },
  });
  const schema = new GraphQLSchema({query, types: [extra]});
  expect(schema.getType('Extra')).toBe(extra);
  const result = await graphql({schema, source: '{ withDefault withDefaultValue }'});
  expect(JSON.parse(JSON.stringify(result))).toEqual({data: {withDefault: 10, withDefaultValue: 10}});
});

test('buildSchema alone attaches no scalar functions, resolveType or isTypeOf: values pass through, and only __typename picks the type', async () => {
  const schema = buildSchema(`
    scalar Date
    interface Node { id: ID }
    type User implements Node { id: ID }
    type Query { today(after: Date): Date node: Node }
  `);
  const date = schema.getType('Date') as GraphQLScalarType;
  const value = {year: 2025};
  expect(date.coerceOutputValue(value)).toBe(value);
  expect(date.coerceInputValue('not a date')).toBe('not a date');
  expect((schema.getType('Node') as GraphQLInterfaceType).resolveType).toBeUndefined();
  expect((schema.getType('User') as GraphQLObjectType).isTypeOf).toBeUndefined();
  const run = (node: object) =>
    graphql({schema, source: '{ today node { __typename } }', rootValue: {today: value, node}});
  expect(JSON.parse(JSON.stringify(await run({id: '1', __typename: 'User'})))).toEqual({
    data: {today: {year: 2025}, node: {__typename: 'User'}},
  });
  expect((await run({id: '1'})).errors?.map((error) => error.message)).toEqual([
    'Abstract type "Node" must resolve to an Object type at runtime for field "Query.node". Either the "Node" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.',
  ]);
  expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
    '`buildSchema` cannot attach functions to types',
  );
});

test('an SDL schema learns abstract types from __typename, or from the typeResolver option of graphql()', async () => {
  const schema = buildSchema(`
    interface Pet { name: String }
    type Cat implements Pet { name: String }
    type Dog implements Pet { name: String }
    type Query { pets: [Pet] }
  `);
  const rootValue = {
    pets: [
      {kind: 'Cat', name: 'Tom'},
      {kind: 'Dog', name: 'Rex'},
    ],
  };
  const source = '{ pets { __typename name } }';
  const withoutHelp = await graphql({schema, source, rootValue});
  expect(withoutHelp.errors?.[0].message).toMatch(
    /^Abstract type "Pet" must resolve to an Object type at runtime/,
  );
  const withTypeResolver = await graphql({
    schema,
    source,
    rootValue,
    typeResolver: (value) => (value as {kind: string}).kind,
  });
  expect(JSON.parse(JSON.stringify(withTypeResolver))).toEqual({
    data: {
      pets: [
        {__typename: 'Cat', name: 'Tom'},
        {__typename: 'Dog', name: 'Rex'},
      ],
    },
  });
  expect((await readPage('tutorials/constructing-types')).replaceAll(/\s+/g, ' ')).toContain(
    'or from the `typeResolver` option of [`graphql`](/api/function/graphql) and [`execute`](/api/function/execute)',
  );
});
