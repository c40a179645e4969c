import {readFile, rm} from 'node:fs/promises';
import * as graphql17 from 'graphql';
import {
  BreakingChangeType,
  buildClientSchema,
  buildSchema,
  DangerousChangeType,
  findBreakingChanges,
  findDangerousChanges,
  findSchemaChanges,
  getIntrospectionQuery,
  graphql,
  graphqlSync,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  introspectionFromSchema,
  lexicographicSortSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  printSchema,
  validate,
  type IntrospectionOptions,
  type IntrospectionQuery,
} from 'graphql';
import * as graphql15 from 'graphql-15';
import * as graphql16 from 'graphql-16';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {introspectionOptions} from '../../guides/introspection-and-schema-tooling/introspect.mjs';
import {
  asJson,
  copySampleFolder,
  example,
  expectShownOutput,
  readSample,
  readShownJson,
  runNode,
  runPlayground,
  runScript,
  startServerScript,
  type GraphQLMajor,
  type ServerScript,
} from '../harness';

const dir = 'guides/introspection-and-schema-tooling';

const catalogSchema = async () => buildSchema(await readSample(`${dir}/schema.graphql`));

/** What a tool gets from the catalog through the introspection query with these options. */
async function introspected(options?: IntrospectionOptions): Promise<GraphQLSchema> {
  const result = graphqlSync({schema: await catalogSchema(), source: getIntrospectionQuery(options)});
  return buildClientSchema(asJson(result).data as IntrospectionQuery);
}

/** Every option on, as the page's introspect.mjs asks a server. */
const allOptions: IntrospectionOptions = introspectionOptions;

describe('what introspection is', () => {
  test('every schema answers __schema and __type on the query type and __typename on every object', async () => {
    const schema = await catalogSchema();
    expect(schema.getType('__Schema')).toBeDefined();
    const {rootValue} = await import('../../guides/introspection-and-schema-tooling/catalog.mjs');
    const result = await graphql({
      schema,
      rootValue,
      source:
        '{ __typename __schema { queryType { name } } __type(name: "Product") { name } product(by: { id: "1" }) { __typename } }',
    });
    expect(asJson(result)).toEqual({
      data: {
        __typename: 'Query',
        __schema: {queryType: {name: 'Query'}},
        __type: {name: 'Product'},
        product: {__typename: 'Product'},
      },
    });
  });

  test('product-type.graphql gets the response the page shows, in the playground too', async () => {
    const shown = await readShownJson(`${dir}/product-type.json`);
    const {rootValue} = await import('../../guides/introspection-and-schema-tooling/catalog.mjs');
    const source = await readSample(`${dir}/product-type.graphql`);
    expect(asJson(await graphql({schema: await catalogSchema(), rootValue, source}))).toEqual(shown);
    expect(
      await runPlayground({
        schema: await readSample(`${dir}/schema.graphql`),
        resolvers: await readSample(`${dir}/catalog.mjs`),
        query: source,
        fileNames: {resolvers: 'catalog.mjs'},
      }),
    ).toEqual([shown]);
  });

  test('NoSchemaIntrospectionCustomRule turns introspection off', async () => {
    const errors = validate(await catalogSchema(), parse('{ __schema { types { name } } }'), [
      NoSchemaIntrospectionCustomRule,
    ]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].message).toBe(
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
    );
  });
});

describe('the introspection query', () => {
  test('getIntrospectionQuery returns a query named IntrospectionQuery for every type and directive', () => {
    const query = getIntrospectionQuery();
    const operation = parse(query).definitions[0];
    expect(operation).toMatchObject({kind: 'OperationDefinition', name: {value: 'IntrospectionQuery'}});
    for (const field of [
      'types',
      'fields',
      'args',
      'inputFields',
      'enumValues',
      'interfaces',
      'directives',
    ]) {
      expect(query).toContain(field);
    }
  });

  test('the defaults: only descriptions are on, and typeDepth is 9', () => {
    const query = getIntrospectionQuery();
    expect(query).toContain('description');
    for (const field of [
      'specifiedByURL',
      'isRepeatable',
      'isOneOf',
      'directives(includeDeprecated: true)',
    ]) {
      expect(query).not.toContain(field);
    }
    expect(query).not.toContain('args(includeDeprecated: true)');
    expect(query).not.toContain('inputFields(includeDeprecated: true)');
    expect(query.match(/ofType/g)).toHaveLength(9);
    expect(getIntrospectionQuery({typeDepth: 3}).match(/ofType/g)).toHaveLength(3);
  });

  test('without the options, the client schema loses what the table says', async () => {
    const byDefault = await introspected();
    const full = await introspected(allOptions);
    expect(byDefault.getQueryType()?.getFields().products.description).toBe('Products, newest first.');
    expect((await introspected({descriptions: false})).getQueryType()?.getFields().products.description).toBe(
      undefined,
    );
    expect(full.getType('DateTime')).toMatchObject({specifiedByURL: expect.stringContaining('date-time')});
    expect(byDefault.getType('DateTime')).toMatchObject({specifiedByURL: undefined});
    expect(full.description).toBe('The catalog of the shop.');
    expect(byDefault.description).toBe(undefined);
    expect(
      full
        .getQueryType()
        ?.getFields()
        .products.args.map((arg) => arg.name),
    ).toEqual(['first', 'sortBy']);
    expect(
      byDefault
        .getQueryType()
        ?.getFields()
        .products.args.map((arg) => arg.name),
    ).toEqual(['first']);
    expect(full.getType('ProductKey')).toMatchObject({isOneOf: true});
    expect(byDefault.getType('ProductKey')).toMatchObject({isOneOf: false});
  });

  test('without directiveIsRepeatable every directive looks non-repeatable; without inputValueDeprecation deprecated input fields are missing', () => {
    const schema = buildSchema(`
      directive @tag(name: String!) repeatable on FIELD_DEFINITION
      input Filter { old: Int @deprecated(reason: "gone") new: Int }
      type Query { a(filter: Filter): String }
    `);
    const client = (options?: IntrospectionOptions) =>
      buildClientSchema(asJson(graphqlSync({schema, source: getIntrospectionQuery(options)})).data);
    expect(client({directiveIsRepeatable: true}).getDirective('tag')?.isRepeatable).toBe(true);
    expect(client().getDirective('tag')?.isRepeatable).toBe(false);
    const fields = (options?: IntrospectionOptions) =>
      Object.keys((client(options).getType('Filter') as graphql17.GraphQLInputObjectType).getFields());
    expect(fields({inputValueDeprecation: true})).toEqual(['old', 'new']);
    expect(fields()).toEqual(['new']);
  });

  test('a graphql 15 server refuses specifiedByUrl and oneOf as a whole query; graphql 17 accepts every option', async () => {
    const sdl = 'type Query { a: String }';
    for (const [option, message] of [
      [
        'specifiedByUrl',
        'Cannot query field "specifiedByURL" on type "__Type". Did you mean "specifiedByUrl"?',
      ],
      ['oneOf', 'Cannot query field "isOneOf" on type "__Type".'],
    ]) {
      const result = await graphql15.graphql({
        schema: graphql15.buildSchema(sdl),
        source: getIntrospectionQuery({[option]: true}),
      });
      expect(result.errors?.map((error) => error.message)).toEqual([message]);
      expect(result.data).toBe(undefined);
    }
    expect(validate(buildSchema(sdl), parse(getIntrospectionQuery(allOptions)))).toEqual([]);
  });

  test('a type wrapped 10 times is too deep for the default typeDepth', () => {
    const schema = buildSchema('type Query { a: [[[[[String!]!]!]!]!] }');
    const data = (options?: IntrospectionOptions) =>
      asJson(graphqlSync({schema, source: getIntrospectionQuery(options)})).data as IntrospectionQuery;
    expect(() => buildClientSchema(data())).toThrow('Decorated type deeper than introspection query.');
    expect(
      buildClientSchema(data({typeDepth: 10}))
        .getQueryType()
        ?.getFields()
        .a.type.toString(),
    ).toBe('[[[[[String!]!]!]!]!]');
  });
});

describe('against the running server', () => {
  let server: ServerScript;
  const cwd = example(dir);
  const endpoint = () => `${server.url}/graphql`;
  /** Runs a script of the sample folder (or a copy) against the test server, on either major. */
  const run = (args: string[], options: {cwd?: string; graphql?: GraphQLMajor} = {}) =>
    runNode(args, {cwd: options.cwd ?? cwd, env: {GRAPHQL_URL: endpoint()}, graphql: options.graphql});

  beforeAll(async () => {
    server = await startServerScript(`${dir}/server.mjs`);
  });
  afterAll(async () => {
    await server.close();
  });

  test('node server.mjs prints where it listens', () => {
    expect(server.stdout).toBe('Catalog API at http://localhost:4000/graphql\n');
  });

  test('fetch-schema.mjs prints the deployed schema the page shows, sorted', async () => {
    const {code, stdout} = await run(['fetch-schema.mjs']);
    expect(code).toBe(0);
    await expectShownOutput(stdout, `${dir}/deployed-schema.graphql`);
    const shown = await readSample(`${dir}/deployed-schema.graphql`);
    // It is the catalog's schema: the same SDL, and an operation runs against it.
    const fetched = buildSchema(shown);
    expect(printSchema(fetched)).toBe(printSchema(lexicographicSortSchema(await catalogSchema())));
    const result = await graphql({
      schema: fetched,
      source: '{ products { name } }',
      rootValue: {products: []},
    });
    expect(asJson(result)).toEqual({data: {products: []}});
  });

  test('check-deployed.mjs prints the page output for schema-next.graphql and exits with 1; with schema.graphql, nothing and 0', async () => {
    const next = await run(['check-deployed.mjs', 'schema-next.graphql']);
    expect(next.code).toBe(1);
    await expectShownOutput(next.stdout, `${dir}/check-deployed.json`);
    const same = await run(['check-deployed.mjs', 'schema.graphql']);
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout)).toEqual({breaking: [], dangerous: []});
  });

  test('the script runs unchanged on graphql 16, which has findBreakingChanges but not findSchemaChanges', async () => {
    expect('findBreakingChanges' in graphql16).toBe(true);
    expect('findSchemaChanges' in graphql16).toBe(false);
    const on16 = await run(['check-deployed.mjs', 'schema-next.graphql'], {graphql: 16});
    expect(on16.code).toBe(1);
    // The same findings, worded the way graphql 16 words them.
    expect(JSON.parse(on16.stdout)).toEqual({
      breaking: ['Query.products arg sortBy was removed.'],
      dangerous: ['Query.products arg first has changed defaultValue from 10 to 20.'],
    });
  });

  test('with the default introspection query, the removal of the deprecated sortBy passes unnoticed', async () => {
    const copy = await copySampleFolder(dir, [
      {
        file: 'introspect.mjs',
        from: 'getIntrospectionQuery(introspectionOptions)',
        to: 'getIntrospectionQuery()',
      },
    ]);
    try {
      const {code, stdout} = await run(['check-deployed.mjs', 'schema-next.graphql'], {cwd: copy});
      expect(code).toBe(0);
      expect(JSON.parse(stdout).breaking).toEqual([]);
    } finally {
      await rm(copy, {recursive: true, force: true});
    }
  });
});

describe('client schemas', () => {
  test('buildClientSchema keeps what introspection carried: operations get the same validation errors as on the server', async () => {
    const original = await catalogSchema();
    const client = await introspected(allOptions);
    for (const source of [
      '{ product(by: { id: "1", sku: "LAMP-01" }) { name } }',
      '{ products(first: "ten") { nope } }',
      '{ products(sortBy: "name") { name } }',
    ]) {
      expect(validate(client, parse(source))).toEqual(validate(original, parse(source)));
    }
    expect(client.getQueryType()?.getFields().products.resolve).toBe(undefined);
  });

  test('local-introspection.mjs prints the page output: the same SDL, and the applied directive only in the original', async () => {
    await expectShownOutput(
      await runScript(`${dir}/local-introspection.mjs`),
      `${dir}/local-introspection.json`,
    );
  });

  test('printSchema never prints applied custom directives, and leaves out built-in scalars and directives', async () => {
    const printed = printSchema(await catalogSchema());
    expect(await readSample(`${dir}/schema.graphql`)).toContain('@cacheControl(maxAge: 60)');
    expect(printed).not.toContain('@cacheControl(maxAge: 60)');
    expect(printed).not.toContain('scalar String');
    expect(printed).not.toContain('directive @include');
  });

  test('lexicographicSortSchema sorts types, fields, arguments and enum values', () => {
    const schema = buildSchema('type Query { b(y: Int, x: Int): E a: String } enum E { TWO ONE }');
    expect(printSchema(lexicographicSortSchema(schema))).toBe(
      'enum E {\n  ONE\n  TWO\n}\n\ntype Query {\n  a: String\n  b(x: Int, y: Int): E\n}',
    );
  });

  test('introspectionFromSchema returns the data of the introspection query with every option on', async () => {
    const schema = await catalogSchema();
    const data = asJson(graphqlSync({schema, source: getIntrospectionQuery(allOptions)})).data;
    expect(asJson(introspectionFromSchema(schema))).toEqual(data);
  });

  test('only schemas built from SDL keep an astNode', () => {
    const codeFirst = new GraphQLSchema({
      query: new GraphQLObjectType({name: 'Query', fields: {a: {type: GraphQLString}}}),
    });
    expect(codeFirst.getQueryType()?.getFields().a.astNode).toBe(undefined);
    expect(buildSchema('type Query { a: String }').getQueryType()?.getFields().a.astNode).toBeDefined();
  });
});

describe('comparing schemas', () => {
  const changes = (oldSdl: string, newSdl: string) => ({
    breaking: findBreakingChanges(buildSchema(oldSdl), buildSchema(newSdl)).map(
      (change) => change.description,
    ),
    dangerous: findDangerousChanges(buildSchema(oldSdl), buildSchema(newSdl)).map(
      (change) => change.description,
    ),
  });

  test('breaking: removed types, fields and arguments, incompatible type changes, new required arguments; dangerous: new defaults and enum values; additions: neither', () => {
    const old = 'type Query { a(x: Int = 1): String b: String e: E n: Int } type T { f: Int } enum E { ONE }';
    expect(changes(old, 'type Query { a: String e: E n: Int } enum E { ONE }').breaking).toEqual([
      'T was removed.',
      'Field Query.b was removed.',
      'Argument Query.a(x:) was removed.',
    ]);
    expect(
      changes(
        old,
        'type Query { a(x: Int = 1, y: Int!): String b: String e: E n: Int } type T { f: Int } enum E { ONE }',
      ),
    ).toEqual({breaking: ['A required argument Query.a(y:) was added.'], dangerous: []});
    expect(changes('type Query { price: Float! }', 'type Query { price: Float }').breaking).toEqual([
      'Field Query.price changed type from Float! to Float.',
    ]);
    expect(
      changes(
        old,
        'type Query { a(x: Int = 2): String b: String e: E n: Int c: Int } type T { f: Int } enum E { ONE TWO }',
      ),
    ).toEqual({
      breaking: [],
      dangerous: ['Query.a(x:) has changed defaultValue from 1 to 2.', 'Enum value E.TWO was added.'],
    });
  });

  test('findBreakingChanges and findDangerousChanges are deprecated, to be removed in 18, and equal filtering findSchemaChanges', async () => {
    const declarations = await readFile(
      example('../node_modules/graphql/utilities/findSchemaChanges.d.ts'),
      'utf8',
    );
    expect(
      declarations.match(/@deprecated Please use `findSchemaChanges` instead\. Will be removed in v18\./g),
    ).toHaveLength(2);
    const [deployed, proposed] = await Promise.all([
      catalogSchema(),
      readSample(`${dir}/schema-next.graphql`).then((sdl) => buildSchema(sdl)),
    ]);
    // schema-next.graphql is a working schema: the proposed version runs the new field.
    const result = await graphql({
      schema: proposed,
      source: '{ products { description } }',
      rootValue: {products: [{}]},
    });
    expect(asJson(result)).toEqual({data: {products: [{description: null}]}});
    const all = findSchemaChanges(deployed, proposed);
    expect(findBreakingChanges(deployed, proposed)).toEqual(
      all.filter((change) => change.type in BreakingChangeType),
    );
    expect(findDangerousChanges(deployed, proposed)).toEqual(
      all.filter((change) => change.type in DangerousChangeType),
    );
  });

  test('applied directives are invisible: removing @cacheControl(maxAge: 60) is no change at all, even between SDL schemas', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const without = sdl.replace(' @cacheControl(maxAge: 60)', '');
    expect(without).not.toBe(sdl);
    expect(findSchemaChanges(buildSchema(sdl), buildSchema(without))).toEqual([]);
  });

  test('against an SDL schema, a downloaded one shows a safe DESCRIPTION_CHANGED for every element without a description', async () => {
    const fromSdl = await catalogSchema();
    const downloaded = await introspected(allOptions);
    const found = findSchemaChanges(fromSdl, downloaded);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((change) => change.type))).toEqual(new Set(['DESCRIPTION_CHANGED']));
    expect(found.map((change) => change.description)).toContain(
      'Description of Product has changed to "null".',
    );
    expect(findBreakingChanges(fromSdl, downloaded)).toEqual([]);
    expect(findDangerousChanges(fromSdl, downloaded)).toEqual([]);
  });
});
