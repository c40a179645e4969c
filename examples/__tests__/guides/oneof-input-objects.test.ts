import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  graphql,
  graphqlSync,
  introspectionFromSchema,
  lexicographicSortSchema,
  parse,
  printSchema,
  specifiedDirectives,
  validate,
  validateSchema,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {describe, expect, test} from 'vitest';
import {
  asJson,
  evalModule,
  example,
  expectShownOutput,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
} from '../harness';
import * as library from '../../guides/oneof-input-objects/library.mjs';
import {schema as codeSchema} from '../../guides/oneof-input-objects/schema-code.mjs';

const dir = 'guides/oneof-input-objects';
const ISBN = '978-1-4028-9462-6';
const withinOneOf =
  'Within OneOf Input Object type "BookBy", exactly one field must be specified, and the value for that field must be non-null.';

/** One request of the page's table: an operation and, optionally, its variables. */
interface Request {
  source: string;
  variableValues?: Record<string, unknown>;
}

const byVariable = 'query ($by: BookBy!) { book(by: $by) { title } }';
const nullableId = 'query ($id: ID) { book(by: { id: $id }) { title } }';

/** Every row of the table "What GraphQL.js accepts and rejects", in order. */
const table: Record<string, Request> = {
  'literal, one field': {source: `{ book(by: { isbn: "${ISBN}" }) { title } }`},
  'variable, one field': {source: byVariable, variableValues: {by: {isbn: ISBN}}},
  'literal, two fields': {source: `{ book(by: { id: "1", isbn: "${ISBN}" }) { title } }`},
  'literal, no field': {source: '{ book(by: {}) { title } }'},
  'literal, null field': {source: '{ book(by: { id: null }) { title } }'},
  'variable, two fields': {source: byVariable, variableValues: {by: {id: '1', isbn: ISBN}}},
  'variable, no field': {source: byVariable, variableValues: {by: {}}},
  'variable, null field': {source: byVariable, variableValues: {by: {id: null}}},
  'non-null variable in a literal, not given': {
    source: 'query ($id: ID!) { book(by: { id: $id }) { title } }',
    variableValues: {},
  },
  'nullable variable in a literal, not given': {source: nullableId, variableValues: {}},
  'nullable variable in a literal, null': {source: nullableId, variableValues: {id: null}},
};

/** What kind of answer a response is: a success, a field error, or a request rejected as a whole. */
function outcome(response: {data?: unknown; errors?: readonly unknown[]}): string {
  if (!response.errors) return 'data';
  return response.data === undefined ? 'request error' : 'field error';
}

async function ask(schema: GraphQLSchema, request: Request) {
  return asJson(await graphql({schema, rootValue: library.rootValue, ...request}));
}

async function askAll(schema: GraphQLSchema) {
  const answers: Record<string, {data?: unknown; errors?: {message: string; path?: unknown}[]}> = {};
  for (const [name, request] of Object.entries(table)) answers[name] = await ask(schema, request);
  return answers;
}

/**
 * The table's requests answered in a process that runs `module` (library.mjs or schema-code.mjs) with one
 * major of graphql installed, as a reader's copy would; with what the resolver received, for each.
 */
async function askAllOn(major: 16 | 17, module: string) {
  const code = `
    import { graphql } from 'graphql';
    import * as sample from './${module}';
    const { rootValue } = await import('./library.mjs');
    const received = [];
    const book = (args) => {
      const prototype = Object.getPrototypeOf(args.by);
      received.push({
        entries: Object.entries(args.by).length,
        prototype: prototype === null ? 'none' : prototype === Object.prototype ? 'Object.prototype' : 'other',
      });
      return rootValue.book(args);
    };
    const answers = {};
    for (const [name, request] of Object.entries(${JSON.stringify(table)})) {
      received.length = 0;
      const result = await graphql({ schema: sample.schema, rootValue: { book }, ...request });
      answers[name] = { result: JSON.parse(JSON.stringify(result)), received: [...received] };
    }
    console.log(JSON.stringify(answers));`;
  return JSON.parse(await evalModule(code, {cwd: example(dir), graphql: major})) as Record<
    string,
    {result: {data?: unknown; errors?: {message: string}[]}; received: {entries: number; prototype: string}[]}
  >;
}

describe('declaring a OneOf input object', () => {
  test('@oneOf is one of the specifiedDirectives, so buildSchema knows it without a declaration', () => {
    expect(specifiedDirectives.map((directive) => directive.name)).toContain('oneOf');
    expect((library.schema.getType('BookBy') as GraphQLInputObjectType).isOneOf).toBe(true);
  });

  test('a non-null field and a field with a default value make the schema invalid, and graphql answers every request with the errors', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    for (const [from, to, message] of [
      ['  id: ID\n', '  id: ID!\n', 'OneOf input field BookBy.id must be nullable.'],
      [
        '  isbn: String\n',
        '  isbn: String = "x"\n',
        'OneOf input field BookBy.isbn cannot have a default value.',
      ],
    ]) {
      expect(sdl.split(from)).toHaveLength(2);
      const broken = buildSchema(sdl.replace(from, to));
      expect(validateSchema(broken).map((error) => error.message)).toEqual([message]);
      const result = await graphql({schema: broken, source: '{ book(by: { id: "1" }) { title } }'});
      expect(result.data).toBeUndefined();
      expect(result.errors?.map((error) => error.message)).toEqual([message]);
    }
  });
  test('a field of a OneOf input object can be a list or another input object', async () => {
    const withList = buildSchema(`
      input Shelf { room: String! }
      input By @oneOf { ids: [ID!], shelf: Shelf }
      type Query { count(by: By!): Int }
    `);
    expect(validateSchema(withList)).toEqual([]);
    const count = ({by}: {by: {ids?: string[]; shelf?: object}}) => by.ids?.length ?? 1;
    expect(
      asJson(
        await graphql({schema: withList, rootValue: {count}, source: '{ count(by: { ids: ["1", "2"] }) }'}),
      ),
    ).toEqual({
      data: {count: 2},
    });
  });

  test('by is BookBy!, so a client cannot leave the argument out', () => {
    expect(validate(library.schema, parse('{ book { title } }')).map((error) => error.message)).toEqual([
      'Argument "Query.book(by:)" of type "BookBy!" is required, but it was not provided.',
    ]);
  });
});

describe('reading the value in a resolver', () => {
  test('node ask.mjs book-by-isbn.graphql prints the output the page shows', async () => {
    await expectShownOutput(
      await runScript(`${dir}/ask.mjs`, ['book-by-isbn.graphql']),
      `${dir}/book-by-isbn.json`,
    );
  });

  test('node ask.mjs book-by.graphql shelf-variables.json prints the output the page shows', async () => {
    await expectShownOutput(
      await runScript(`${dir}/ask.mjs`, ['book-by.graphql', 'shelf-variables.json']),
      `${dir}/book-by-shelf.json`,
    );
  });

  test('every accepted `by` holds exactly one entry whose value is not null; rejected requests never reach the resolver', async () => {
    const received: unknown[][] = [];
    const rootValue = {
      book: (args: {by: Record<string, unknown>}) => {
        received.push(Object.entries(args.by));
        return library.rootValue.book(args);
      },
    };
    for (const [name, request] of Object.entries(table)) {
      received.length = 0;
      const result = await graphql({schema: library.schema, rootValue, ...request});
      if (result.errors) expect(received, name).toEqual([]);
      else expect(received, name).toEqual([[['isbn', ISBN]]]);
    }
  });

  test('by has no prototype: by.hasOwnProperty throws a TypeError, Object.hasOwn and `in` work', async () => {
    const seen: Record<string, unknown>[] = [];
    const rootValue = {book: ({by}: {by: Record<string, unknown>}) => void seen.push(by)};
    await graphql({schema: library.schema, rootValue, ...table['literal, one field']});
    await graphql({schema: library.schema, rootValue, ...table['variable, one field']});
    expect(seen).toHaveLength(2);
    for (const by of seen) {
      expect(Object.getPrototypeOf(by)).toBeNull();
      // eslint-disable-next-line no-prototype-builtins -- the call the page warns against
      expect(() => (by as {hasOwnProperty: (key: string) => boolean}).hasOwnProperty('isbn')).toThrow(
        TypeError,
      );
      expect(Object.hasOwn(by, 'isbn')).toBe(true);
      expect('isbn' in by).toBe(true);
    }
  });

  test('a nested input object arrives coerced: shelf holds room, shelf and slot', async () => {
    const seen: unknown[] = [];
    await graphql({
      schema: library.schema,
      rootValue: {book: ({by}: {by: unknown}) => void seen.push(by)},
      source: await readSample(`${dir}/book-by.graphql`),
      variableValues: JSON.parse(await readSample(`${dir}/shelf-variables.json`)),
    });
    expect(asJson(seen)).toEqual([{shelf: {room: 'B', shelf: 1, slot: 4}}]);
    expect(Object.getPrototypeOf((seen[0] as {shelf: object}).shelf)).toBeNull();
    const incomplete = await graphql({
      schema: library.schema,
      rootValue: library.rootValue,
      source: await readSample(`${dir}/book-by.graphql`),
      variableValues: {by: {shelf: {room: 'B', shelf: 1}}},
    });
    expect(incomplete.errors?.map((error) => error.message)).toEqual([
      'Variable "$by" has invalid value at .shelf: Expected value of type "ShelfPosition" to include required field "slot", found: { room: "B", shelf: 1 }.',
    ]);
  });

  test('the playground runs library.mjs with the shown variables and gets the output the page shows', async () => {
    expect(
      await runPlayground({
        schema: await readSample(`${dir}/schema.graphql`),
        resolvers: await readSample(`${dir}/library.mjs`),
        query: await readSample(`${dir}/book-by.graphql`),
        variables: await readSample(`${dir}/shelf-variables.json`),
        fileNames: {resolvers: 'library.mjs'},
      }),
    ).toEqual([await readShownJson(`${dir}/book-by-shelf.json`)]);
  });
});

describe('what GraphQL.js accepts and rejects', () => {
  test('a literal with two fields fails validation: node ask.mjs two-ways.graphql', async () => {
    await expectShownOutput(await runScript(`${dir}/ask.mjs`, ['two-ways.graphql']), `${dir}/two-ways.json`);
    const errors = validate(library.schema, parse(await readSample(`${dir}/two-ways.graphql`)));
    expect(errors.map((error) => error.message)).toEqual([withinOneOf]);
  });

  test('a variable with two fields is rejected when variables are coerced: node ask.mjs book-by.graphql two-ways-variables.json', async () => {
    await expectShownOutput(
      await runScript(`${dir}/ask.mjs`, ['book-by.graphql', 'two-ways-variables.json']),
      `${dir}/two-ways-rejected.json`,
    );
  });

  test('the table: every case with the message GraphQL.js 17.1.0 sends', async () => {
    const answers = await askAll(library.schema);
    const messages = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.errors?.map((error) => error.message)]),
    );
    expect(messages).toEqual({
      'literal, one field': undefined,
      'variable, one field': undefined,
      'literal, two fields': [withinOneOf],
      'literal, no field': [withinOneOf],
      'literal, null field': [withinOneOf],
      'variable, two fields': [`Variable "$by" has invalid value: ${withinOneOf}`],
      'variable, no field': [`Variable "$by" has invalid value: ${withinOneOf}`],
      'variable, null field': [`Variable "$by" has invalid value at .id: ${withinOneOf}`],
      'non-null variable in a literal, not given': [
        'Variable "$id" has invalid value: Expected a value of non-null type "ID!" to be provided.',
      ],
      'nullable variable in a literal, not given': [
        'Argument "Query.book(by:)" has invalid value: Expected variable "$id" provided to field "id" for OneOf Input Object type "BookBy" to provide a runtime value.',
      ],
      'nullable variable in a literal, null': [
        'Argument "Query.book(by:)" has invalid value: Expected variable "$id" provided to field "id" for OneOf Input Object type "BookBy" not to be null.',
      ],
    });
  });

  test('rejected requests have no data at all, except the last two rows: a field error, book null, path ["book"]', async () => {
    const answers = await askAll(library.schema);
    const outcomes = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, outcome(answer)]),
    );
    expect(outcomes).toEqual({
      'literal, one field': 'data',
      'variable, one field': 'data',
      'literal, two fields': 'request error',
      'literal, no field': 'request error',
      'literal, null field': 'request error',
      'variable, two fields': 'request error',
      'variable, no field': 'request error',
      'variable, null field': 'request error',
      'non-null variable in a literal, not given': 'request error',
      'nullable variable in a literal, not given': 'field error',
      'nullable variable in a literal, null': 'field error',
    });
    for (const name of [
      'nullable variable in a literal, not given',
      'nullable variable in a literal, null',
    ]) {
      expect(answers[name].data).toEqual({book: null});
      expect(answers[name].errors?.map((error) => error.path)).toEqual([['book']]);
    }
  });

  test('a nullable variable inside a OneOf literal passes validation', () => {
    expect(validate(library.schema, parse(nullableId))).toEqual([]);
  });
});

describe('declaring it in code', () => {
  test('printSchema prints @oneOf, and after lexicographicSortSchema both schemas print the same SDL', () => {
    expect(printSchema(codeSchema)).toContain('input BookBy @oneOf {');
    expect(printSchema(lexicographicSortSchema(codeSchema))).toBe(
      printSchema(lexicographicSortSchema(library.schema)),
    );
  });

  test('every request in the table gets the same answer from either schema', async () => {
    expect(await askAll(codeSchema)).toEqual(await askAll(library.schema));
  });

  test('introspection reports isOneOf: true for BookBy and false for ShelfPosition', async () => {
    const source =
      '{ by: __type(name: "BookBy") { isOneOf } shelf: __type(name: "ShelfPosition") { isOneOf } }';
    for (const schema of [library.schema, codeSchema]) {
      expect(asJson(await graphql({schema, source}))).toEqual({
        data: {by: {isOneOf: true}, shelf: {isOneOf: false}},
      });
    }
  });

  test('isOneOf is true on the type object, whichever way the schema is built', () => {
    for (const schema of [library.schema, codeSchema]) {
      expect((schema.getType('BookBy') as GraphQLInputObjectType).isOneOf).toBe(true);
      expect((schema.getType('ShelfPosition') as GraphQLInputObjectType).isOneOf).toBe(false);
    }
  });
});

describe('clients and introspection', () => {
  const twoFields = parse(table['literal, two fields'].source);
  const clientSchema = (introspectionQuery: string) =>
    buildClientSchema(graphqlSync({schema: library.schema, source: introspectionQuery}).data as never);

  test('getIntrospectionQuery asks for isOneOf only with { oneOf: true }', () => {
    expect(getIntrospectionQuery()).not.toContain('isOneOf');
    expect(getIntrospectionQuery({oneOf: true})).toContain('isOneOf');
  });

  test('a client schema built from the default query has an ordinary BookBy and accepts two fields', () => {
    const client = clientSchema(getIntrospectionQuery());
    expect((client.getType('BookBy') as GraphQLInputObjectType).isOneOf).toBe(false);
    expect(validate(client, twoFields)).toEqual([]);
    expect(validate(library.schema, twoFields)).not.toEqual([]);
  });

  test('introspectionFromSchema asks for isOneOf, and a schema built from it keeps the rule', () => {
    const client = buildClientSchema(introspectionFromSchema(library.schema));
    expect((client.getType('BookBy') as GraphQLInputObjectType).isOneOf).toBe(true);
    expect(validate(client, twoFields).map((error) => error.message)).toEqual([withinOneOf]);
    expect(
      (clientSchema(getIntrospectionQuery({oneOf: true})).getType('BookBy') as GraphQLInputObjectType)
        .isOneOf,
    ).toBe(true);
  });
});

describe('GraphQL.js 16', () => {
  test('@oneOf is among the specifiedDirectives of 16.15', () => {
    expect(graphql16.version).toBe('16.15.0');
    expect(graphql16.specifiedDirectives.map((directive) => directive.name)).toContain('oneOf');
  });

  test('with graphql 16.15.0 installed, node ask.mjs two-ways.graphql prints the output the page shows', async () => {
    await expectShownOutput(
      await runScript(`${dir}/ask.mjs`, ['two-ways.graphql'], {graphql: 16}),
      `${dir}/two-ways-16.json`,
    );
  });

  test('library.mjs and schema-code.mjs run unchanged on 16.15, and each request is accepted or rejected as in 17.1.0', async () => {
    const answers17 = await askAll(library.schema);
    const expected = Object.fromEntries(
      Object.entries(answers17).map(([name, answer]) => [name, outcome(answer)]),
    );
    for (const module of ['library.mjs', 'schema-code.mjs']) {
      const answers16 = await askAllOn(16, module);
      expect(
        Object.fromEntries(Object.entries(answers16).map(([name, answer]) => [name, outcome(answer.result)])),
      ).toEqual(expected);
    }
  });

  test('the two schema rules are the same in 16.15', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const broken = sdl
      .replace('  id: ID\n', '  id: ID!\n')
      .replace('  isbn: String\n', '  isbn: String = "x"\n');
    expect(graphql16.validateSchema(graphql16.buildSchema(broken)).map((error) => error.message)).toEqual(
      validateSchema(buildSchema(broken)).map((error) => error.message),
    );
    expect(validateSchema(buildSchema(broken))).toHaveLength(2);
  });

  test('the messages of 16.15.0', async () => {
    const answers = await askAllOn(16, 'library.mjs');
    const message = (name: string) => answers[name].result.errors?.map((error) => error.message);
    expect(message('literal, two fields')).toEqual([
      'OneOf Input Object "BookBy" must specify exactly one key.',
    ]);
    expect(message('literal, no field')).toEqual([
      'OneOf Input Object "BookBy" must specify exactly one key.',
    ]);
    expect(message('literal, null field')).toEqual(['Field "BookBy.id" must be non-null.']);
    expect(message('variable, two fields')).toEqual([
      `Variable "$by" got invalid value { id: "1", isbn: "${ISBN}" }; Exactly one key must be specified for OneOf type "BookBy".`,
    ]);
    expect(message('nullable variable in a literal, not given')).toEqual([
      'Argument "by" has invalid value {id: $id}.',
    ]);
  });

  test('in 16.15 an input object from a variable has Object.prototype, one from a literal has none; 17 gives neither a prototype', async () => {
    const on16 = await askAllOn(16, 'library.mjs');
    const on17 = await askAllOn(17, 'library.mjs');
    expect(on16['variable, one field'].received).toEqual([{entries: 1, prototype: 'Object.prototype'}]);
    expect(on16['literal, one field'].received).toEqual([{entries: 1, prototype: 'none'}]);
    expect(on17['variable, one field'].received).toEqual([{entries: 1, prototype: 'none'}]);
    expect(on17['literal, one field'].received).toEqual([{entries: 1, prototype: 'none'}]);
  });
});
