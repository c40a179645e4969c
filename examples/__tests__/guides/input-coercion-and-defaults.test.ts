import {pathToFileURL} from 'node:url';
import express from 'express';
import {
  assertValidSchema,
  buildClientSchema,
  buildSchema,
  execute,
  extendSchema,
  graphql,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  introspectionFromSchema,
  parse,
  validate,
  validateSchema,
  type ExecutionResult,
} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {GraphQLJSON} from 'graphql-scalars';
import {expect, test, vi} from 'vitest';
import {
  asJson,
  example,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
} from '../harness';

const dir = 'guides/input-coercion-and-defaults';
const invalidDefault =
  'Query.books(first:) has invalid default value: Int cannot represent non-integer value: "ten"';

/** A page's text with each run of white space as one space, for sentences that wrap across lines. */
const prose = (text: string) => text.replaceAll(/\s+/g, ' ');

interface App {
  schema: GraphQLSchema;
  rootValue: Record<string, unknown>;
}

let instance = 0;
/** A fresh copy of app.mjs, so each test starts from the same in-memory books. */
async function freshApp(): Promise<App> {
  return import(/* @vite-ignore */ `${pathToFileURL(example(`${dir}/app.mjs`)).href}?instance=${++instance}`);
}

/** Runs an operation against app.mjs; `schemaText` replaces schema.graphql for what-if checks. */
async function run(
  source: string,
  variableValues?: Record<string, unknown>,
  schemaText?: string,
): Promise<ExecutionResult> {
  const {schema, rootValue} = await freshApp();
  return asJson(
    await graphql({schema: schemaText ? buildSchema(schemaText) : schema, source, rootValue, variableValues}),
  );
}

test('the two updates give the responses the page shows, in order', async () => {
  const {schema, rootValue} = await freshApp();
  const source = await readSample(`${dir}/update-with-variables.graphql`);
  for (const [variables, response] of [
    ['variables-omit-subtitle.json', 'update-omit-subtitle.json'],
    ['variables-null-subtitle.json', 'update-null-subtitle.json'],
  ]) {
    const variableValues = (await readShownJson(`${dir}/${variables}`)) as Record<string, unknown>;
    expect(asJson(await graphql({schema, rootValue, source, variableValues}))).toEqual(
      await readShownJson(`${dir}/${response}`),
    );
  }
});

test('the playground runs the update, keeps the store, and takes the second set of variables', async () => {
  const example = {
    schema: await readSample(`${dir}/schema.graphql`),
    resolvers: await readSample(`${dir}/app.mjs`),
    query: await readSample(`${dir}/update-with-variables.graphql`),
    fileNames: {resolvers: 'app.mjs'},
    instance: 1,
  };
  const play = (variables: string) => runPlayground({...example, variables});
  expect(await play(await readSample(`${dir}/variables-omit-subtitle.json`))).toEqual([
    await readShownJson(`${dir}/update-omit-subtitle.json`),
  ]);
  // The variables the page tells the reader to type in second.
  const page = await readPage('guides/input-coercion-and-defaults');
  const typed = /then replace them with `([^`]+)`/.exec(page)?.[1];
  expect(JSON.parse(typed ?? 'null')).toEqual(await readShownJson(`${dir}/variables-null-subtitle.json`));
  expect(await play(typed ?? '')).toEqual([await readShownJson(`${dir}/update-null-subtitle.json`)]);
});

test('a single ID is wrapped in a list, as a variable and as a literal', async () => {
  const source = await readSample(`${dir}/books-by-id.graphql`);
  const variables = (await readShownJson(`${dir}/variables-single-id.json`)) as Record<string, unknown>;
  const shown = await readShownJson(`${dir}/books-by-id.json`);
  expect(await run(source, variables)).toEqual(shown);
  expect(await run('{ books(ids: "3") { title } }')).toEqual(shown);
  expect(await run('{ books(ids: ["3"]) { title } }')).toEqual(shown);
  expect((await run('{ books(first: [2]) { title } }')).errors?.[0].message).toBe(
    'Int cannot represent non-integer value: [2]',
  );
});

test('a list is refused where a built-in scalar, an enum or an input object is expected; a JSON scalar receives the whole list as one value', async () => {
  const {GraphQLJSON: jsonOfThisSite} = await import('../../guides/custom-scalars/json.mjs');
  const single = buildSchema(`
    enum Order { NEWEST }
    input Page { first: Int }
    type Query { f(Int: Int, Float: Float, String: String, Boolean: Boolean, ID: ID, Order: Order, Page: Page): String }
  `);
  // Each argument's type, with one item written as a literal and as a variable's value.
  const items: [string, string, unknown][] = [
    ['Int', '1', 1],
    ['Float', '1.5', 1.5],
    ['String', '"a"', 'a'],
    ['Boolean', 'true', true],
    ['ID', '"1"', '1'],
    ['Order', 'NEWEST', 'NEWEST'],
    ['Page', '{ first: 1 }', {first: 1}],
  ];
  for (const [type, literal, value] of items) {
    const asLiteral = await graphql({schema: single, source: `{ f(${type}: [${literal}]) }`});
    expect(asLiteral.errors?.length, type).toBe(1);
    expect(asLiteral).not.toHaveProperty('data');
    const source = `query ($v: ${type}) { f(${type}: $v) }`;
    const asVariable = await graphql({schema: single, source, variableValues: {v: [value]}});
    expect(asVariable.errors?.[0].message, type).toMatch(/^Variable "\$v" has invalid value: /);
    expect(asVariable).not.toHaveProperty('data');
  }
  for (const json of [GraphQLJSON, jsonOfThisSite]) {
    const received: unknown[] = [];
    const f = {
      type: GraphQLString,
      args: {v: {type: json}},
      resolve: (_: unknown, {v}: {v: unknown}) => received.push(v),
    };
    const schema = new GraphQLSchema({query: new GraphQLObjectType({name: 'Query', fields: {f}})});
    const inputs = vi.spyOn(json, 'coerceInputValue');
    await graphql({schema, source: 'query ($v: JSON) { f(v: $v) }', variableValues: {v: [1, 'a']}});
    expect(
      inputs.mock.calls.map(([value]) => value),
      json.name,
    ).toEqual([[1, 'a']]);
    await graphql({schema, source: '{ f(v: [1, "a"]) }'});
    expect(received, json.name).toEqual([
      [1, 'a'],
      [1, 'a'],
    ]);
  }
  vi.restoreAllMocks();
  expect(prose(await readPage(dir))).toContain(
    'A scalar decides for itself: a `JSON` scalar, such as the one in [Custom Scalars](./custom-scalars.mdx#a-json-scalar) or `GraphQLJSON` from graphql-scalars, receives the whole list as one value',
  );
});

test('literals are typed by syntax; variables are JSON', async () => {
  const byVariable = 'query ($n: Int!) { books(first: $n) { title } }';
  // JSON has one number type: "2.0" parses to the same number as "2".
  expect(await run(byVariable, JSON.parse('{"n": 2.0}'))).toEqual(await run('{ books(first: 2) { title } }'));
  const floats = buildSchema('type Query { f(x: Float, id: ID): String }');
  const result = await graphql({
    schema: floats,
    source: '{ f(x: 4, id: 7) }',
    rootValue: {f: (args: unknown) => JSON.stringify(args)},
  });
  expect(asJson(result)).toEqual({data: {f: '{"x":4,"id":"7"}'}});
});

test('output coercion turns "2" into 2 for an Int, input coercion refuses it', async () => {
  const schema = buildSchema('type Query { count: Int }');
  expect(asJson(await graphql({schema, source: '{ count }', rootValue: {count: '2'}}))).toEqual({
    data: {count: 2},
  });
});

test('omitted keys are absent, null keys are present; no hasOwnProperty on input objects', async () => {
  const schema = buildSchema(`
    input BookChanges { title: String subtitle: String }
    type Query { keys(changes: BookChanges, note: String): String }
  `);
  const rootValue = {
    keys: ({changes, note}: {changes: object; note?: string}) =>
      JSON.stringify({
        keys: Object.keys(changes),
        subtitle: Object.hasOwn(changes, 'subtitle'),
        hasOwnProperty: typeof (changes as {hasOwnProperty?: unknown}).hasOwnProperty,
        note: note === undefined ? 'missing' : note,
      }),
  };
  const source = 'query ($note: String) { keys(changes: { title: "x", subtitle: null }, note: $note) }';
  expect(asJson(await graphql({schema, source, rootValue, variableValues: {}}))).toEqual({
    data: {
      keys: '{"keys":["title","subtitle"],"subtitle":true,"hasOwnProperty":"undefined","note":"missing"}',
    },
  });
  const omitted = '{ keys(changes: { title: "x" }) }';
  expect(
    JSON.parse((await graphql({schema, source: omitted, rootValue})).data?.keys as string),
  ).toMatchObject({
    keys: ['title'],
    subtitle: false,
  });
});

test('a variable default applies when the variable is missing, not when it is null', async () => {
  const source = 'query ($n: Int = 1) { books(first: $n) { title } }';
  expect(await run(source, {})).toEqual({data: {books: [{title: 'Kindred'}]}});
  expect((await run(source, {n: null})).errors?.[0].message).toBe(
    'Argument "Query.books(first:)" has invalid value: Expected variable "$n" provided to non-null type "Int!" not to be null.',
  );
});

test('with `first: Int = 2`, an explicit null reaches the resolver and returns no books', async () => {
  const nullable = (await readSample(`${dir}/schema.graphql`)).replace('first: Int! = 2', 'first: Int = 2');
  expect(nullable).toContain('first: Int = 2');
  expect(await run('{ books(first: null) { title } }', undefined, nullable)).toEqual({data: {books: []}});
  expect(await run('{ books { title } }', undefined, nullable)).toEqual({
    data: {books: [{title: 'Kindred'}, {title: 'Parable of the Sower'}]},
  });
});

test('declaring $n: Int! moves the null failure to the variables check', async () => {
  expect(await run('query ($n: Int!) { books(first: $n) { title } }', {n: null})).toEqual({
    errors: [
      {
        message: 'Variable "$n" has invalid value: Expected value of non-null type "Int!" not to be null.',
        locations: [{line: 1, column: 8}],
      },
    ],
  });
});

test('defaults.mjs prints what the page shows, and SDL defaults are stored as literals', async () => {
  await expectShownOutput(await runScript(`${dir}/defaults.mjs`), `${dir}/defaults.json`);
  const fromSdl = buildSchema('type Query { books(first: Int = 10): String }');
  const [first] = fromSdl.getQueryType()!.getFields().books.args;
  expect(Object.keys(first.default ?? {})).toEqual(['literal']);
  expect(first.defaultValue).toBeUndefined();
});

test('invalid-defaults.mjs prints what the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/invalid-defaults.mjs`), `${dir}/invalid-defaults.json`);
});

test('an invalid default: the schema constructs; graphql answers every operation, even a syntax error, with the schema error; execute throws it', async () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {books: {type: GraphQLString, args: {first: {type: GraphQLInt, default: {value: 'ten'}}}}},
    }),
  });
  expect(() => assertValidSchema(schema)).toThrow(invalidDefault);
  for (const source of ['{ books(first: 1) }', '{ books('])
    expect(asJson(await graphql({schema, source}))).toEqual({errors: [{message: invalidDefault}]});
  expect(() => execute({schema, document: parse('{ books(first: 1) }')})).toThrow(invalidDefault);
  expect(prose(await readPage(dir))).toContain(
    'Instead, [`graphql`](/api/function/graphql) answers every operation with the schema error, even one with a syntax error',
  );

  const sdl = buildSchema('type Query { books(first: Int = "ten"): String }');
  expect(validateSchema(sdl).map((error) => error.message)).toEqual([invalidDefault]);
});

test('an invalid default: graphql-http answers 500 with an empty body and logs the error, but a syntax error still gets 200 and a missing query 400', async () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {books: {type: GraphQLString, args: {first: {type: GraphQLInt, default: {value: 'ten'}}}}},
    }),
  });
  const app = express();
  app.all('/graphql', createHandler({schema}));
  const server = await listenOnFreePort(app);
  // graphql-http logs the internal error; keep it out of the test output.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await postGraphQL(`${server.url}/graphql`, {query: '{ books(first: 1) }'});
    expect([response.status, response.json]).toEqual([500, null]);
    expect(String(logged.mock.calls[0])).toContain(invalidDefault);
    const syntaxError = await postGraphQL(`${server.url}/graphql`, {query: '{ books('});
    expect(syntaxError.status).toBe(200);
    expect(syntaxError.json).toMatchObject({errors: [{message: expect.stringMatching(/^Syntax Error: /)}]});
    const missing = await postGraphQL(`${server.url}/graphql`, {});
    expect([missing.status, missing.json]).toEqual([400, {errors: [{message: 'Missing query'}]}]);
  } finally {
    vi.restoreAllMocks();
    await server.close();
  }
  expect(prose(await readPage(dir))).toContain(
    'so a request with a syntax error still gets its usual response, status 200 with `application/json`',
  );
});

test('what is checked: SDL defaults and default, not the deprecated defaultValue', async () => {
  expect(prose(await readPage(dir))).toContain(
    'graphql 17 checks every default written in SDL or given as `default` against its type',
  );
  const withDefaultValue = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        books: {
          type: GraphQLString,
          args: {first: {type: GraphQLInt, defaultValue: 'ten'}},
          resolve: (_source, args) => JSON.stringify(args),
        },
      },
    }),
  });
  expect(validateSchema(withDefaultValue)).toEqual([]);
  expect(asJson(await graphql({schema: withDefaultValue, source: '{ books }'}))).toEqual({
    data: {books: '{"first":"ten"}'},
  });
});

test('hideSuggestions removes the "Did you mean" part', async () => {
  const {schema, rootValue} = await freshApp();
  const source = 'mutation { updateBook(id: "1", changes: { titel: "Dawn" }) { title } }';
  const hidden =
    'Expected value of type "BookChanges" not to include unknown field "titel", found: { titel: "Dawn" }.';
  expect(asJson(await graphql({schema, rootValue, source, hideSuggestions: true})).errors[0].message).toBe(
    hidden,
  );
  expect(
    validate(schema, parse(source), undefined, {hideSuggestions: true}).map((error) => error.message),
  ).toEqual([hidden]);
});

interface Row {
  source: string;
  variables: Record<string, unknown> | undefined;
  message: string;
  /** The `data` of the response, as the row gives it: absent for a request error. */
  data?: unknown;
}

/**
 * The rows of the page's error table: operation, variables, message, how it is reported. A field error's
 * cell also gives the response's `data`, so a row without it is not read, and the count fails.
 */
async function errorTableRows(): Promise<Row[]> {
  const page = await readPage('guides/input-coercion-and-defaults');
  return [
    ...page.matchAll(
      /^\| `([^`]+)` \| (?:`([^`]+)`|none) \| `([^`]+)` \| (?:request error|field error, `data` is `([^`]+)`) \|$/gm,
    ),
  ].map(([, source, variables, message, data]) => ({
    source,
    variables: variables === undefined ? undefined : JSON.parse(variables),
    message,
    ...(data === undefined ? {} : {data: JSON.parse(data)}),
  }));
}

test('every row of the error table gives its message, and the data of the response, as graphql returns them', async () => {
  const rows = await errorTableRows();
  expect(rows).toHaveLength(14);
  for (const row of rows) {
    const result = await run(row.source, row.variables);
    expect(
      result.errors?.map((error) => error.message),
      row.source,
    ).toEqual([row.message]);
    if ('data' in row) {
      expect(result.data, row.source).toEqual(row.data);
      expect(result.errors?.[0].path, row.source).toBeDefined();
    } else {
      expect(result, row.source).not.toHaveProperty('data');
    }
  }
});

test('a null variable for a non-null argument with a default: the response the page shows, data null', async () => {
  expect(await run('query ($n: Int) { books(first: $n) { title } }', {n: null})).toEqual(
    await readShownJson(`${dir}/null-variable.json`),
  );
  expect(prose(await readPage(dir))).toContain(
    'the `null` of the failed field spreads up to `data`, because `books` is non-null',
  );
});

test('defaultValue is set only for arguments defined in code: buildSchema, extendSchema and buildClientSchema set default', async () => {
  const inCode = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {f: {type: GraphQLInt, args: {n: {type: GraphQLInt, defaultValue: 3}}}},
    }),
  });
  expect(inCode.getQueryType()!.getFields().f.args[0].defaultValue).toBe(3);
  const sdl = 'type Query { f(n: Int = 3): Int }';
  for (const schema of [
    buildSchema(sdl),
    extendSchema(buildSchema('type Query { a: Int }'), parse('extend type Query { f(n: Int = 3): Int }')),
    buildClientSchema(introspectionFromSchema(buildSchema(sdl))),
  ]) {
    const [arg] = schema.getQueryType()!.getFields().f.args;
    expect(arg.defaultValue).toBeUndefined();
    expect(arg.default?.literal).toBeDefined();
  }
  expect((await readPage('guides/input-coercion-and-defaults')).replaceAll(/\s+/g, ' ')).toContain(
    'no longer set it: read `default` from them.',
  );
});
