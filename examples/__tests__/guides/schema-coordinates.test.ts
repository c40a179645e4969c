import diagnostics from 'node:diagnostics_channel';
import {rm} from 'node:fs/promises';
import {
  buildSchema,
  graphql,
  GraphQLError,
  isSchemaCoordinateNode,
  NoDeprecatedCustomRule,
  parse,
  parseSchemaCoordinate,
  print,
  resolveASTSchemaCoordinate,
  resolveSchemaCoordinate,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type GraphQLEnumType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {afterAll, describe, expect, test} from 'vitest';
import {
  asJson,
  commandsIn,
  copySampleFolder,
  example,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runCommand,
  runNode,
  runPlayground,
  runScript,
} from '../harness';
import {rootValue, schema} from '../../guides/schema-coordinates/shop.mjs';

const dir = 'guides/schema-coordinates';
const page = 'guides/schema-coordinates';
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((copy) => rm(copy, {recursive: true, force: true})));
});

/** The one shell command the page shows that runs `script`. */
function shownCommand(script: string): string {
  const commands = commandsIn(page).filter((command) => command.text.startsWith(`node ${script} `));
  expect(commands).toHaveLength(1);
  return commands[0].text;
}

/** Runs the page's command for `script` in the sample folder, as a reader would, and parses its output. */
async function runShown(script: string): Promise<string> {
  return (await runCommand(shownCommand(script), {cwd: example(dir)})).stdout;
}

/** The arguments of the page's command for `script`, as the shell passes them. */
async function shownArguments(script: string): Promise<string[]> {
  const {stdout} = await runCommand(`printf '%s\\n' ${shownCommand(script).replace(`node ${script} `, '')}`, {
    cwd: example(dir),
  });
  return stdout.trimEnd().split('\n');
}

async function folderCopy(edits: {file: string; from: string; to: string}[]): Promise<string> {
  const copy = await copySampleFolder(dir, edits);
  copies.push(copy);
  return copy;
}

function throws(coordinate: string): unknown {
  try {
    resolveSchemaCoordinate(schema, coordinate);
  } catch (error) {
    return error;
  }
  throw new Error(`${coordinate} resolved`);
}

describe('the five forms', () => {
  test('node parse-coordinates.mjs prints the output the page shows', async () => {
    await expectShownOutput(await runShown('parse-coordinates.mjs'), `${dir}/parse-coordinates.json`);
  });

  test('each form parses to the node kind of the table', () => {
    expect(
      ['Product', 'Product.price', 'Product.price(currency:)', '@owner', '@owner(team:)'].map(
        (text) => parseSchemaCoordinate(text).kind,
      ),
    ).toEqual([
      'TypeCoordinate',
      'MemberCoordinate',
      'ArgumentCoordinate',
      'DirectiveCoordinate',
      'DirectiveArgumentCoordinate',
    ]);
  });

  test('the grammar is strict: spaces, comments and an argument without `:)` are syntax errors (GraphQLError)', () => {
    for (const text of [
      'Product .price',
      ' Product',
      'Product # price',
      'Product.price(currency)',
      'Product.price(currency: )',
    ]) {
      let error: unknown;
      try {
        parseSchemaCoordinate(text);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, text).toBeInstanceOf(GraphQLError);
      expect((error as Error).message, text).toMatch(/^Syntax Error: /);
    }
  });

  test('a type coordinate names a type of any kind: object, enum, input object, scalar', () => {
    for (const coordinate of ['Product', 'Currency', 'ReviewInput', 'String']) {
      expect(resolveSchemaCoordinate(schema, coordinate)?.kind, coordinate).toBe('NamedType');
    }
  });

  test('parsing needs no schema: a coordinate of an element no schema has parses', () => {
    expect(parseSchemaCoordinate('Nothing.here(at:)').kind).toBe('ArgumentCoordinate');
  });

  test('a parsed coordinate prints back to the same text, and isSchemaCoordinateNode tells it from other nodes', () => {
    for (const text of ['Product', 'Product.price', 'Product.price(currency:)', '@owner', '@owner(team:)']) {
      const node = parseSchemaCoordinate(text);
      expect(print(node)).toBe(text);
      expect(isSchemaCoordinateNode(node)).toBe(true);
    }
    expect(isSchemaCoordinateNode(parse('{ product(id: "1") { name } }'))).toBe(false);
  });
});

describe('resolving a coordinate', () => {
  test('node resolve.mjs prints the output the page shows', async () => {
    await expectShownOutput(await runShown('resolve.mjs'), `${dir}/resolve.json`);
  });

  test('the kinds and properties of the table; a member coordinate resolves by the kind of its type', () => {
    const shape = (coordinate: string) => {
      const resolved = resolveSchemaCoordinate(schema, coordinate)!;
      return [resolved.kind, Object.keys(resolved).filter((key) => key !== 'kind')];
    };
    expect(
      Object.fromEntries(
        [
          'Product',
          'Product.price',
          'ReviewInput.stars',
          'Currency.EUR',
          'Product.price(currency:)',
          '@owner',
          '@owner(team:)',
        ].map((coordinate) => [coordinate, shape(coordinate)]),
      ),
    ).toEqual({
      Product: ['NamedType', ['type']],
      'Product.price': ['Field', ['type', 'field']],
      'ReviewInput.stars': ['InputField', ['type', 'inputField']],
      'Currency.EUR': ['EnumValue', ['type', 'enumValue']],
      'Product.price(currency:)': ['FieldArgument', ['type', 'field', 'fieldArgument']],
      '@owner': ['Directive', ['directive']],
      '@owner(team:)': ['DirectiveArgument', ['directive', 'directiveArgument']],
    });
  });

  test('an element that does not exist gives undefined: a field, a type, an argument, a directive', () => {
    for (const coordinate of ['Product.sku', 'Catalog', 'Product.price(rate:)', '@cache']) {
      expect(resolveSchemaCoordinate(schema, coordinate), coordinate).toBeUndefined();
    }
  });

  test('a missing container, or one of the wrong kind, throws an Error (not a GraphQLError) with the messages the page quotes', () => {
    const messages = {
      'Catalog.name': 'Expected "Catalog" to be defined as a type in the schema.',
      'Product.sku(x:)': 'Expected "sku" to exist as a field of type "Product" in the schema.',
      '@cache(ttl:)': 'Expected "cache" to be defined as a directive in the schema.',
      'Currency.EUR(x:)': 'Expected "Currency" to be an object type or interface type.',
    };
    for (const [coordinate, message] of Object.entries(messages)) {
      const error = throws(coordinate);
      expect(error, coordinate).toBeInstanceOf(Error);
      expect(error, coordinate).not.toBeInstanceOf(GraphQLError);
      expect((error as Error).message).toBe(message);
    }
    expect(throws('Product.price(currency)')).toBeInstanceOf(GraphQLError);
  });

  test('GraphQL.js 17 resolves meta-fields and introspection types: Product.__typename, __Type.fields, __Schema.types', () => {
    for (const coordinate of ['Product.__typename', '__Type.fields', '__Schema.types']) {
      expect(resolveSchemaCoordinate(schema, coordinate)?.kind, coordinate).toBe('Field');
    }
  });

  test('resolveASTSchemaCoordinate with a parsed node gives the same result as resolveSchemaCoordinate with the text', () => {
    for (const coordinate of [
      'Product',
      'Product.price(currency:)',
      'Currency.DEM',
      '@owner(team:)',
      'Product.sku',
    ]) {
      expect(resolveASTSchemaCoordinate(schema, parseSchemaCoordinate(coordinate))).toEqual(
        resolveSchemaCoordinate(schema, coordinate),
      );
    }
  });

  test('fields, arguments, input fields, enum values and directives print as their coordinates; a type as its name', () => {
    const product = schema.getType('Product') as GraphQLObjectType;
    const price = product.getFields().price;
    expect(String(price)).toBe('Product.price');
    expect(String(price.args[0])).toBe('Product.price(currency:)');
    expect(String((schema.getType('Currency') as GraphQLEnumType).getValue('EUR'))).toBe('Currency.EUR');
    const review = resolveSchemaCoordinate(schema, 'ReviewInput.stars');
    expect(review?.kind === 'InputField' && String(review.inputField)).toBe('ReviewInput.stars');
    expect(String(schema.getDirective('owner'))).toBe('@owner');
    expect(String(schema.getDirective('owner')?.args[0])).toBe('@owner(team:)');
    expect(String(product)).toBe('Product');
  });

  test("GraphQL.js's own messages name coordinates", async () => {
    const messages = async (source: string) =>
      (await graphql({schema, rootValue, source})).errors?.map((error) => error.message);
    expect(await messages('{ product { id } }')).toEqual([
      'Argument "Query.product(id:)" of type "ID!" is required, but it was not provided.',
    ]);
    expect(await messages('{ products(limit: 1) { id } }')).toEqual([
      'Unknown argument "limit" on field "Query.products".',
    ]);
  });
});

describe('counting what clients use', () => {
  test('node collect-usage.mjs operations/*.graphql prints usage.json', async () => {
    await expectShownOutput(await runShown('collect-usage.mjs'), `${dir}/usage.json`);
  });

  test('values sent in variables are not counted: the storefront’s $currency adds no Currency value', async () => {
    const usage = JSON.parse(await runShown('collect-usage.mjs')) as Record<string, number>;
    // The storefront passes its currency as a variable; only the admin operation names an enum value.
    expect(await readSample(`${dir}/operations/storefront.graphql`)).toContain('price(currency: $currency)');
    expect(Object.keys(usage).filter((coordinate) => coordinate.startsWith('Currency.'))).toEqual([
      'Currency.DEM',
    ]);
    expect((await readPage(page)).replaceAll(/\s+/g, ' ')).toContain(
      'so no `Currency.EUR` is counted for it, and neither are the input fields of an input object sent as a variable.',
    );
  });

  test('the counts stay the same when a client aliases a field and moves it into a fragment', async () => {
    const copy = await folderCopy([
      {file: 'operations/storefront.graphql', from: '    id\n    name\n', to: '    ...Card\n'},
      {file: 'operations/storefront.graphql', from: '    price(', to: '    cost: price('},
      {
        file: 'operations/storefront.graphql',
        from: '  }\n}\n',
        to: '  }\n}\n\nfragment Card on Product {\n  shown: id\n  name\n}\n',
      },
    ]);
    const run = await runNode(
      ['collect-usage.mjs', 'operations/admin.graphql', 'operations/storefront.graphql'],
      {
        cwd: copy,
      },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(await readShownJson(`${dir}/usage.json`));
  });

  test('fields use the parent type and name, so __typename counts as Product.__typename; printing the field would not give that', async () => {
    const copy = await folderCopy([
      {file: 'operations/admin.graphql', from: '    name\n', to: '    __typename\n'},
    ]);
    const run = await runNode(['collect-usage.mjs', 'operations/admin.graphql'], {cwd: copy});
    expect(JSON.parse(run.stdout)).toHaveProperty(['Product.__typename'], 1);
    const typeInfo = new TypeInfo(schema);
    const printed: string[] = [];
    visit(
      parse('{ products { __typename } }'),
      visitWithTypeInfo(typeInfo, {
        Field: (node) =>
          void (node.name.value === '__typename' && printed.push(String(typeInfo.getFieldDef()))),
      }),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toBe('Product.__typename');
  });

  test('without getNamedType, the parent input type of addReview(input:) is ReviewInput!, which is not a coordinate', async () => {
    const copy = await folderCopy([
      {
        file: 'collect-usage.mjs',
        from: '${getNamedType(typeInfo.getParentInputType())}',
        to: '${typeInfo.getParentInputType()}',
      },
    ]);
    const run = await runNode(['collect-usage.mjs', 'operations/admin.graphql'], {cwd: copy});
    expect(Object.keys(JSON.parse(run.stdout))).toContain('ReviewInput!.rating');
    expect(resolveSchemaCoordinate(schema, 'ReviewInput.rating')?.kind).toBe('InputField');
    expect(() => resolveSchemaCoordinate(schema, 'ReviewInput!.rating')).toThrow(GraphQLError);
  });

  test('an operation that does not validate stops the script with its first validation error', async () => {
    const copy = await folderCopy([{file: 'operations/admin.graphql', from: '    ean\n', to: '    sku\n'}]);
    const run = await runNode(['collect-usage.mjs', 'operations/admin.graphql'], {cwd: copy});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('operations/admin.graphql: Cannot query field "sku" on type "Product".');
  });
});

describe('finding deprecated elements in use', () => {
  test('node check-usage.mjs usage.json prints the output the page shows', async () => {
    await expectShownOutput(await runShown('check-usage.mjs'), `${dir}/check-usage.json`);
  });

  test('a field, an argument, an input field and an enum value each carry their deprecationReason', () => {
    const deprecated = buildSchema(`
      enum E { A @deprecated(reason: "e") }
      input I { f: Int @deprecated(reason: "i") }
      type Query { q(a: Int @deprecated(reason: "a"), i: I, e: E): Int @deprecated(reason: "q") }
    `);
    const reason = (coordinate: string) => {
      const resolved = resolveSchemaCoordinate(deprecated, coordinate)!;
      if (resolved.kind === 'Field') return resolved.field.deprecationReason;
      if (resolved.kind === 'FieldArgument') return resolved.fieldArgument.deprecationReason;
      if (resolved.kind === 'InputField') return resolved.inputField.deprecationReason;
      if (resolved.kind === 'EnumValue') return resolved.enumValue.deprecationReason;
      return undefined;
    };
    expect(['Query.q', 'Query.q(a:)', 'I.f', 'E.A'].map(reason)).toEqual(['q', 'a', 'i', 'e']);
  });

  test('a removed field (undefined) and a removed type (throws) both land in unknown', async () => {
    const copy = await folderCopy([
      {file: 'schema.graphql', from: '  ean: String @deprecated(reason: "Use `gtin`.")\n', to: ''},
      {file: 'usage.json', from: '"@include": 1,', to: '"@include": 1,\n  "Catalog.name": 5,'},
    ]);
    const run = await runNode(['check-usage.mjs', 'usage.json'], {cwd: copy});
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.unknown).toEqual(['Catalog.name', 'Product.ean']);
    expect(report.deprecated.map((entry: {coordinate: string}) => entry.coordinate)).toEqual([
      'Currency.DEM',
      'ReviewInput.rating',
    ]);
  });
});

test('NoDeprecatedCustomRule finds the same deprecated elements in admin.graphql', async () => {
  const errors = validate(schema, parse(await readSample(`${dir}/operations/admin.graphql`)), [
    NoDeprecatedCustomRule,
  ]);
  expect(errors.map((error) => error.message)).toEqual([
    'The field Product.ean is deprecated. Use `gtin`.',
    'The enum value "Currency.DEM" is deprecated. Replaced by EUR in 2002.',
    'The input field ReviewInput.rating is deprecated. Use `stars`.',
  ]);
});

describe('grouping errors by field', () => {
  test('node count-errors.mjs prints the output the page shows: three paths, one coordinate', async () => {
    await expectShownOutput(await runScript(`${dir}/count-errors.mjs`), `${dir}/count-errors.json`);
  });

  test('the same field under an alias fails at another path', async () => {
    const result = await graphql({
      schema,
      rootValue,
      source: '{ product(id: "1") { price(currency: USD) cost: price(currency: USD) } }',
    });
    expect(result.errors?.map((error) => error.path?.join('.'))).toEqual(['product.price', 'product.cost']);
  });

  test('a null in a non-null field is not published on graphql:resolve, but its message names the coordinate', async () => {
    const published: string[] = [];
    const subscriber = {error: ({fieldName}: {fieldName: string}) => void published.push(fieldName)};
    const channel = diagnostics.tracingChannel('graphql:resolve');
    channel.subscribe(subscriber as never);
    try {
      const nullName = await graphql({
        schema,
        source: '{ product(id: "1") { name } }',
        rootValue: {product: () => ({name: null})},
      });
      expect(nullName.errors?.map((error) => error.message)).toEqual([
        'Cannot return null for non-nullable field Product.name.',
      ]);
      expect(published).toEqual([]);
      // The same subscriber sees an error that a resolver throws, and a rejection.
      await graphql({schema, rootValue, source: '{ product(id: "1") { price(currency: USD) } }'});
      await graphql({
        schema,
        source: '{ product(id: "1") { gtin } }',
        rootValue: {product: {gtin: () => Promise.reject(new Error('later'))}},
      });
      expect(published).toEqual(['price', 'gtin']);
    } finally {
      channel.unsubscribe(subscriber as never);
    }
  });

  test('the admin operations run against shop.mjs: the deprecated ean still works, a DEM price fails', async () => {
    const source = await readSample(`${dir}/operations/admin.graphql`);
    expect(asJson(await graphql({schema, rootValue, source, operationName: 'ProductAdmin'}))).toEqual({
      errors: [
        {message: 'No exchange rate for DEM', locations: [{line: 6, column: 5}], path: ['product', 'price']},
      ],
      data: {product: {name: 'Office chair', ean: '9501101530003', gtin: '09501101530003', price: null}},
    });
    expect(asJson(await graphql({schema, rootValue, source, operationName: 'Review'}))).toEqual({
      data: {addReview: {id: '2'}},
    });
  });

  test('the playground runs the storefront operation: USD gives the three errors, EUR none', async () => {
    const example = {
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/shop.mjs`),
      query: await readSample(`${dir}/operations/storefront.graphql`),
      fileNames: {resolvers: 'shop.mjs'},
    };
    const variables = await readSample(`${dir}/storefront-variables.json`);
    const [usd] = (await runPlayground({...example, variables})) as {errors?: {path: unknown[]}[]}[];
    const shown = (await readShownJson(`${dir}/count-errors.json`)) as {paths: string[]};
    expect(usd.errors?.map((error) => error.path.join('.'))).toEqual(shown.paths);
    const [eur] = (await runPlayground({...example, variables: variables.replace('USD', 'EUR')})) as {
      errors?: unknown[];
      data: unknown;
    }[];
    expect(eur.errors).toBeUndefined();
    expect(eur.data).toEqual({
      products: [
        {id: '1', name: 'Desk lamp', price: 39},
        {id: '2', name: 'Office chair', price: 189},
        {id: '3', name: 'Notebook', price: 4.5},
      ],
    });
  });
});

test("in a resolver, info's parentType and fieldName make the field's coordinate", async () => {
  const seen: string[] = [];
  await graphql({
    schema,
    source: '{ product(id: "1") { name } }',
    rootValue: {
      product: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        seen.push(`${info.parentType.name}.${info.fieldName}`);
        return {name: 'x'};
      },
    },
  });
  expect(seen).toEqual(['Query.product']);
  expect(resolveSchemaCoordinate(schema, seen[0])?.kind).toBe('Field');
});

describe('GraphQL.js 16', () => {
  test('16.15 exports the same four functions', () => {
    expect(graphql16.version).toBe('16.15.0');
    for (const name of [
      'parseSchemaCoordinate',
      'resolveSchemaCoordinate',
      'resolveASTSchemaCoordinate',
      'isSchemaCoordinateNode',
    ] as const) {
      expect(typeof graphql16[name], name).toBe('function');
    }
  });

  test('with graphql 16.15.0, parse-coordinates.mjs, resolve.mjs and check-usage.mjs print exactly the output shown', async () => {
    for (const [script, output] of [
      ['parse-coordinates.mjs', 'parse-coordinates.json'],
      ['resolve.mjs', 'resolve.json'],
      ['check-usage.mjs', 'check-usage.json'],
    ]) {
      const run = await runNode([script, ...(await shownArguments(script))], {
        cwd: example(dir),
        graphql: 16,
      });
      expect(run.code, script).toBe(0);
      await expectShownOutput(run.stdout, `${dir}/${output}`);
    }
  });

  test('16.15 does not resolve meta-fields; introspection types resolve in both', () => {
    const schema16 = graphql16.buildSchema('type Product { name: String } type Query { product: Product }');
    expect(graphql16.resolveSchemaCoordinate(schema16, 'Product.__typename')).toBeUndefined();
    expect(graphql16.resolveSchemaCoordinate(schema16, '__Type.fields')?.kind).toBe('Field');
  });

  test('in 16.15 fields, arguments and enum values print as [object Object], so collect-usage.mjs needs 17', async () => {
    const schema16 = graphql16.buildSchema('enum E { A } type Query { q(e: E): Int }');
    const field = (schema16.getType('Query') as graphql16.GraphQLObjectType).getFields().q;
    expect(String(field)).toBe('[object Object]');
    expect(String(field.args[0])).toBe('[object Object]');
    expect(String((schema16.getType('E') as graphql16.GraphQLEnumType).getValue('A'))).toBe(
      '[object Object]',
    );
    const run = await runNode(['collect-usage.mjs', ...(await shownArguments('collect-usage.mjs'))], {
      cwd: example(dir),
      graphql: 16,
    });
    expect(Object.keys(JSON.parse(run.stdout))).toContain('[object Object]');
  });
});
