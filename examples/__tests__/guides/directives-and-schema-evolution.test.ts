import {
  assertObjectType,
  BreakingChangeType,
  buildSchema,
  DangerousChangeType,
  extendSchema,
  findBreakingChanges,
  findDangerousChanges,
  findSchemaChanges,
  graphql,
  GraphQLDeprecatedDirective,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  printSchema,
  specifiedDirectives,
  validate,
  validateSchema,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {expect, test} from 'vitest';
import {applyAuth} from '../../guides/directives-and-schema-evolution/auth.mjs';
import {rootValue, schema} from '../../guides/directives-and-schema-evolution/schema.mjs';
import {
  asJson,
  example,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runNode,
  runPlayground,
  runScript,
} from '../harness';

const dir = 'guides/directives-and-schema-evolution';

/** `node check-schema.mjs <committed> <new>` in the sample's folder; its exit code is part of the check. */
const checkSchema = (committed: string, next: string) =>
  runNode(['check-schema.mjs', committed, next], {cwd: example(dir)});

const runs = {
  'product.json': ['product.graphql', '{"sku": "LAMP-1"}'],
  'product-with-cost.json': ['product.graphql', '{"sku": "LAMP-1", "withCost": true}'],
  'product-as-admin.json': ['product.graphql', '{"sku": "LAMP-1", "withCost": true, "brief": true}', 'ADMIN'],
  'deprecations.json': ['deprecations.graphql'],
};

test('run.mjs prints what the page shows for each command it names', async () => {
  const page = await readPage('guides/directives-and-schema-evolution');
  for (const [output, args] of Object.entries(runs)) {
    const command = `node run.mjs ${args.map((arg, index) => (index === 1 ? `'${arg}'` : arg)).join(' ')}`;
    expect(page).toContain(command);
    await expectShownOutput(await runScript(`${dir}/run.mjs`, args), `${dir}/${output}`);
  }
});

test('an excluded field never reaches its resolver, and @include and @skip must both agree', async () => {
  let costReads = 0;
  const counted = applyAuth(buildSchema(await readSample(`${dir}/schema.graphql`)));
  const source = await readSample(`${dir}/product.graphql`);
  const product = {
    name: 'Lamp',
    price: 1,
    updatedAt: 'x',
    get cost() {
      costReads++;
      return 2;
    },
  };
  const root = {product: () => product};
  await graphql({
    schema: counted,
    source,
    rootValue: root,
    variableValues: {sku: 'A'},
    contextValue: {role: 'ADMIN'},
  });
  expect(costReads).toBe(0);
  await graphql({
    schema: counted,
    source,
    rootValue: root,
    variableValues: {sku: 'A', withCost: true},
    contextValue: {role: 'ADMIN'},
  });
  expect(costReads).toBe(1);
  const both = await graphql({
    schema: counted,
    source:
      '{ product(by: { sku: "A" }) { a: name @include(if: true) @skip(if: true) b: name @include(if: true) @skip(if: false) } }',
    rootValue: root,
  });
  expect(asJson(both)).toEqual({data: {product: {b: 'Lamp'}}});
});

test('the OWNER role, deprecated in favour of ADMIN, still passes the @auth check', async () => {
  const result = await graphql({
    schema,
    source: await readSample(`${dir}/product.graphql`),
    rootValue,
    variableValues: {sku: 'LAMP-1', withCost: true},
    contextValue: {role: 'OWNER'},
  });
  expect(asJson(result).data.product.cost).toBe(1450);
});

test('attack: a role named after a prototype key, or none at all, does not pass the @auth check', async () => {
  const source = await readSample(`${dir}/product.graphql`);
  for (const role of [
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
    'VIEWER',
    '',
    null,
    undefined,
  ]) {
    const result = asJson(
      await graphql({
        schema,
        source,
        rootValue,
        variableValues: {sku: 'LAMP-1', withCost: true},
        contextValue: {role},
      }),
    );
    expect(result.data.product.cost, String(role)).toBeNull();
    expect(result.errors[0].message).toBe('Product.cost requires the ADMIN role.');
  }
  // run.mjs takes the role from its third argument, as a server takes it from a request.
  const printed = JSON.parse(
    await runScript(`${dir}/run.mjs`, [
      'product.graphql',
      '{"sku": "LAMP-1", "withCost": true}',
      'constructor',
    ]),
  );
  expect(printed).toMatchObject({data: {product: {cost: null}}});
});

test('attack: @auth on an interface field protects the field of every type that implements it, asked directly or through the interface', async () => {
  // The page's schema, with `cost` marked on an interface instead of on Product.
  const sdl = (await readSample(`${dir}/schema.graphql`))
    .replace('type Product {', 'interface Priced { cost: Int @auth }\n\ntype Product implements Priced {')
    .replace('  cost: Int @auth\n', '  cost: Int\n');
  const product = assertObjectType(buildSchema(sdl).getType('Product'));
  expect(product.getFields().cost.astNode?.directives).toBeUndefined();
  const withInterface = applyAuth(buildSchema(sdl));
  const ask = async (source: string, role?: unknown) =>
    asJson(await graphql({schema: withInterface, source, rootValue, contextValue: {role}}));
  for (const source of [
    '{ product(by: {sku: "LAMP-1"}) { cost } }',
    '{ product(by: {sku: "LAMP-1"}) { ... on Priced { cost } } }',
    '{ products { ...P } } fragment P on Priced { c: cost }',
  ]) {
    for (const role of [undefined, 'VIEWER', 'constructor', '__proto__'])
      expect((await ask(source, role)).errors?.[0].message, `${source} as ${role}`).toBe(
        'Product.cost requires the ADMIN role.',
      );
    expect((await ask(source, 'ADMIN')).errors, source).toBeUndefined();
  }
  // The object field asks for less than its interface: the higher role holds.
  const lower = applyAuth(buildSchema(sdl.replace('  cost: Int\n', '  cost: Int @auth(requires: VIEWER)\n')));
  const asViewer = await graphql({
    schema: lower,
    source: '{ product(by: {sku: "LAMP-1"}) { cost } }',
    rootValue,
    contextValue: {role: 'VIEWER'},
  });
  expect(asJson(asViewer).errors[0].message).toBe('Product.cost requires the ADMIN role.');
  expect(await readPage('guides/directives-and-schema-evolution')).toContain(
    '`applyAuth` also reads the same field of each interface the type implements',
  );
});

test('attack: a misspelt role in extensions stops applyAuth, naming the field; an auth without requires asks for ADMIN, the directive default', async () => {
  const schemaWith = (auth: object) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {secret: {type: GraphQLInt, extensions: {auth}, resolve: () => 42}},
      }),
    });
  for (const requires of ['ADMN', 'constructor', '__proto__', 'toString'])
    expect(() => applyAuth(schemaWith({requires})), String(requires)).toThrow(
      `Query.secret: @auth requires an unknown role: ${requires}`,
    );
  for (const auth of [{}, {requires: null}]) {
    const unnamed = applyAuth(schemaWith(auth));
    for (const role of [undefined, 'VIEWER', 'toString']) {
      const result = asJson(await graphql({schema: unnamed, source: '{ secret }', contextValue: {role}}));
      expect(result.errors[0].message).toBe('Query.secret requires the ADMIN role.');
    }
  }
  expect(await readPage('guides/directives-and-schema-evolution')).toContain(
    'stops `applyAuth` with an error that names the field, rather than letting everyone in',
  );
});

test('not covered: applyAuth believes the role in the context, whoever put it there, and reads it nowhere else', async () => {
  const source = await readSample(`${dir}/product.graphql`);
  const cost = async (contextValue: unknown, variableValues: Record<string, unknown> = {}) =>
    asJson(
      await graphql({
        schema,
        source,
        rootValue: {...rootValue, role: 'ADMIN'},
        variableValues: {sku: 'LAMP-1', withCost: true, ...variableValues},
        contextValue,
      }),
    ).data.product.cost;
  // Any code that builds the context with role ADMIN is an administrator, with nothing else checked.
  expect(await cost({role: 'ADMIN'})).toBe(1450);
  // A role anywhere else, in the variables or the root value, counts for nothing.
  expect(await cost({}, {role: 'ADMIN'})).toBeNull();
  expect(await readPage(dir)).toContain(
    '`applyAuth` compares the role it finds in `context.role`, and believes it',
  );
});

test('not covered: a field that extendSchema adds after applyAuth keeps its @auth, and anyone may read it', async () => {
  const extended = extendSchema(
    schema,
    parse('extend type Query { supplierPrice(sku: String!): Int @auth }'),
  );
  const source = '{ supplierPrice(sku: "LAMP-1") product(by: { sku: "LAMP-1" }) { cost } }';
  const withSupplier = {...rootValue, supplierPrice: () => 1200};
  const anonymous = asJson(
    await graphql({schema: extended, source, rootValue: withSupplier, contextValue: {}}),
  );
  // The new field answers; the field wrapped before the extension is still refused.
  expect(anonymous.data).toEqual({supplierPrice: 1200, product: {cost: null}});
  expect(anonymous.errors.map((error: {message: string}) => error.message)).toEqual([
    'Product.cost requires the ADMIN role.',
  ]);
  // Applied to the schema that is served, after the extension, it protects the new field too.
  const served = applyAuth(
    extendSchema(schema, parse('extend type Query { supplierPrice(sku: String!): Int @auth }')),
  );
  expect(
    asJson(
      await graphql({schema: served, source: '{ supplierPrice(sku: "LAMP-1") }', rootValue: withSupplier}),
    ),
  ).toMatchObject({
    data: {supplierPrice: null},
    errors: [{message: 'Query.supplierPrice requires the ADMIN role.'}],
  });
  expect(await readPage(dir)).toContain(
    'A\n  field that `extendSchema` adds afterwards keeps its `@auth` in its syntax node',
  );
});

test('not covered: @auth answers by role alone, the same for every product', async () => {
  const source = '{ products { sku cost } }';
  for (const [role, costs] of [
    ['VIEWER', [null, null]],
    ['ADMIN', [1450, 9900]],
  ] as const) {
    const result = asJson(await graphql({schema, source, rootValue, contextValue: {role}}));
    expect(
      result.data.products.map((product: {cost: number | null}) => product.cost),
      role,
    ).toEqual(costs);
  }
  expect(await readPage(dir)).toContain('`@auth` asks for a role, the same for every object of the type');
});

test('@auth in the wrong place makes buildSchema fail', async () => {
  const sdl = (await readSample(`${dir}/schema.graphql`)).replace('type Product {', 'type Product @auth {');
  expect(() => buildSchema(sdl)).toThrow('Directive "@auth" may not be used on OBJECT.');
});

test('getDirectiveValues fills in the default, and a field without directives has no directive list', () => {
  const fields = assertObjectType(schema.getType('Product')).getFields();
  expect(fields.cost.astNode?.directives?.map((directive) => directive.name.value)).toEqual(['auth']);
  expect(fields.name.astNode?.directives).toBeUndefined();
});

test('a code-first schema has no astNode, and auth.mjs reads its `extensions` instead', async () => {
  const secret = {type: GraphQLInt, extensions: {auth: {requires: 'ADMIN'}}, resolve: () => 42};
  const codeFirst = applyAuth(
    new GraphQLSchema({
      query: new GraphQLObjectType({name: 'Query', fields: {secret, open: {type: GraphQLString}}}),
    }),
  );
  expect(codeFirst.getQueryType()?.getFields().secret.astNode).toBeUndefined();
  expect(asJson(await graphql({schema: codeFirst, source: '{ secret }'})).errors[0].message).toBe(
    'Query.secret requires the ADMIN role.',
  );
  expect(
    asJson(await graphql({schema: codeFirst, source: '{ secret }', contextValue: {role: 'ADMIN'}})),
  ).toEqual({
    data: {secret: 42},
  });
});

test('printSchema keeps the @auth declaration but drops its use, and introspection never shows the use', async () => {
  const printed = printSchema(schema);
  expect(printed).toContain('directive @auth(requires: Role = ADMIN) on FIELD_DEFINITION');
  expect(printed).toContain('  cost: Int\n');
  expect(printed).toContain('title: String @deprecated(reason: "Use `name`.")');
  const result = asJson(
    await graphql({schema, source: '{ __type(name: "Product") { fields { name description } } }'}),
  );
  expect(JSON.stringify(result)).not.toContain('auth');
});

test('required arguments and input fields cannot be deprecated', () => {
  const bad = buildSchema('type Query { a(x: Int! @deprecated): Int } input I { z: Int! @deprecated }', {
    assumeValidSDL: true,
  });
  expect(validateSchema(bad).map((error) => error.message)).toEqual([
    'Required argument Query.a(x:) cannot be deprecated.',
    'Required input field I.z cannot be deprecated.',
  ]);
});

test('@deprecated(reason: String! = "No longer supported") in 17, String in 16; 17 also deprecates directive definitions', async () => {
  const [reason] = GraphQLDeprecatedDirective.args;
  expect(String(reason.type)).toBe('String!');
  expect(reason.default).toEqual({value: 'No longer supported'});
  expect(String(graphql16.GraphQLDeprecatedDirective.args[0].type)).toBe('String');
  expect(() => buildSchema('type Query { a: Int @deprecated(reason: null) }')).toThrow(
    'Expected value of non-null type "String!" not to be null.',
  );
  expect(() => graphql16.buildSchema('type Query { a: Int @deprecated(reason: null) }')).not.toThrow();
  const sdl = 'directive @old @deprecated(reason: "Use @new.") on FIELD\ntype Query { a: Int }';
  expect(buildSchema(sdl).getDirective('old')?.deprecationReason).toBe('Use @new.');
  expect(GraphQLDeprecatedDirective.locations).toContain('DIRECTIVE_DEFINITION');
  expect(() => graphql16.buildSchema(sdl)).toThrow('Syntax Error: Expected "on", found "@".');
  const page = await readPage('guides/directives-and-schema-evolution');
  expect(page).toContain('`@deprecated(reason: String! = "No longer supported")`');
  expect(page).toContain("graphql 16's parser refuses a directive there");
});

test('graphql reports a new optional argument and a new enum value as dangerous, not safe', async () => {
  const before = buildSchema('enum E { A } type Query { f(y: Int): E }');
  const after = buildSchema('enum E { A B } type Query { f(y: Int, x: Int): E }');
  const changes = findSchemaChanges(before, after);
  expect(changes.map((change) => change.type).sort()).toEqual(['OPTIONAL_ARG_ADDED', 'VALUE_ADDED_TO_ENUM']);
  for (const change of changes) expect(change.type in DangerousChangeType).toBe(true);
  const page = await readPage('guides/directives-and-schema-evolution');
  expect(page).toContain('a new optional argument\n  takes its default');
  expect(page).not.toMatch(/safe\.\*\* [^\n]*optional arguments/);
});

test('introspection hides deprecated elements unless asked, and the reason defaults to "No longer supported"', async () => {
  const source = (await readSample(`${dir}/deprecations.graphql`)).replaceAll(
    '(includeDeprecated: true)',
    '',
  );
  const text = JSON.stringify(asJson(await graphql({schema, source})));
  for (const name of ['"title"', '"limit"', '"ean"', '"OWNER"']) expect(text).not.toContain(name);
  const plain = buildSchema('type Query { old: Int @deprecated }');
  expect(plain.getQueryType()?.getFields().old.deprecationReason).toBe('No longer supported');
});

test('deprecated-usage.mjs lists the deprecated elements the legacy operation uses, which still work', async () => {
  await expectShownOutput(
    await runScript(`${dir}/deprecated-usage.mjs`, ['legacy-client.graphql']),
    `${dir}/deprecated-usage.json`,
  );
  expect(JSON.parse(await runScript(`${dir}/deprecated-usage.mjs`, ['product.graphql']))).toEqual([]);
  const legacy = await graphql({schema, source: await readSample(`${dir}/legacy-client.graphql`), rootValue});
  expect(asJson(legacy)).toEqual({
    data: {products: [{title: 'Desk lamp'}, {title: 'Office chair'}], product: null},
  });
});

test('@oneOf is a specified directive, and the page table shows what graphql-js does with it', async () => {
  expect(specifiedDirectives.map((directive) => directive.name)).toContain('oneOf');
  const oneOfMessage =
    'Within OneOf Input Object type "ProductLookup", exactly one field must be specified, and the value for that field must be non-null.';
  for (const by of ['{ id: "1", sku: "LAMP-1" }', '{ id: null }', '{}']) {
    expect(validate(schema, parse(`{ product(by: ${by}) { id } }`)).map((error) => error.message)).toEqual([
      oneOfMessage,
    ]);
  }
  const viaVariable = await graphql({
    schema,
    rootValue,
    source: 'query ($by: ProductLookup!) { product(by: $by) { id } }',
    variableValues: {by: {id: '1', sku: 'LAMP-1'}},
  });
  expect(asJson(viaVariable).errors[0].message).toBe(`Variable "$by" has invalid value: ${oneOfMessage}`);
  const nullableSource = 'query ($id: ID) { product(by: { id: $id }) { id } }';
  expect(validate(schema, parse(nullableSource))).toEqual([]);
  expect(asJson(await graphql({schema, rootValue, source: nullableSource})).errors[0].message).toBe(
    'Argument "Query.product(by:)" has invalid value: Expected variable "$id" provided to field "id" for OneOf Input Object type "ProductLookup" to provide a runtime value.',
  );
  const codeFirst = new GraphQLInputObjectType({
    name: 'Lookup',
    isOneOf: true,
    fields: {id: {type: GraphQLString}},
  });
  expect(codeFirst.isOneOf).toBe(true);
});

test('@oneOf is in the specifiedDirectives of 16.15 too, with isOneOf in code', async () => {
  expect(graphql16.version).toBe('16.15.0');
  expect(graphql16.specifiedDirectives).toContain(graphql16.GraphQLOneOfDirective);
  const lookup = new graphql16.GraphQLInputObjectType({
    name: 'Lookup',
    isOneOf: true,
    fields: {id: {type: graphql16.GraphQLString}},
  });
  expect(lookup.isOneOf).toBe(true);
  expect(
    graphql16.buildSchema('input L @oneOf { a: ID b: ID } type Query { f(l: L): ID }').getType('L'),
  ).toMatchObject({isOneOf: true});
  expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
    'In graphql 17, as in graphql 16.15, `@oneOf` is one of the',
  );
});

test('check-schema.mjs passes the safe change and fails the breaking one, with the output the page shows', async () => {
  const safe = await checkSchema('evolution/v1.graphql', 'evolution/v2-safe.graphql');
  expect(safe.code).toBe(0);
  await expectShownOutput(safe.stdout, `${dir}/check-safe.json`);
  const breaking = await checkSchema('evolution/v1.graphql', 'evolution/v2-breaking.graphql');
  expect(breaking.code).toBe(1);
  await expectShownOutput(breaking.stdout, `${dir}/check-breaking.json`);
});

test('the filters in check-schema.mjs give what the deprecated findBreakingChanges and findDangerousChanges give', async () => {
  const v1 = buildSchema(await readSample(`${dir}/evolution/v1.graphql`));
  for (const next of ['v2-safe.graphql', 'v2-breaking.graphql']) {
    const v2 = buildSchema(await readSample(`${dir}/evolution/${next}`));
    const {stdout} = await checkSchema('evolution/v1.graphql', `evolution/${next}`);
    const printed = JSON.parse(stdout);
    expect(printed.breaking).toEqual(findBreakingChanges(v1, v2));
    expect(printed.dangerous).toEqual(findDangerousChanges(v1, v2));
    for (const change of printed.breaking) expect(change.type in BreakingChangeType).toBe(true);
    for (const change of printed.dangerous) expect(change.type in DangerousChangeType).toBe(true);
  }
});

test('the playground runs product.graphql with schema.mjs and auth.mjs, as the browser does', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/schema.mjs`),
      modules: {'auth.mjs': await readSample(`${dir}/auth.mjs`)},
      query: await readSample(`${dir}/product.graphql`),
      variables: await readSample(`${dir}/variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/product.json`)]);
});

test('an operation written for v1 still runs against the safe version, and the breaking one rejects it', async () => {
  const source = 'query ($id: ID!) { product(id: $id) { id name price } }';
  const rootValue = {product: ({id}: {id: string}) => ({id, name: 'Lamp', price: 1450})};
  const run = async (file: string) =>
    asJson(
      await graphql({
        schema: buildSchema(await readSample(`${dir}/evolution/${file}`)),
        source,
        rootValue,
        variableValues: {id: '1'},
      }),
    );
  const answer = {data: {product: {id: '1', name: 'Lamp', price: 1450}}};
  expect(await run('v1.graphql')).toEqual(answer);
  expect(await run('v2-safe.graphql')).toEqual(answer);
  expect((await run('v2-breaking.graphql')).errors.map((error: {message: string}) => error.message)).toEqual([
    'Cannot query field "price" on type "Product".',
    'Argument "Query.product(region:)" of type "String!" is required, but it was not provided.',
  ]);
});
