import {
  buildSchema,
  graphql,
  GraphQLEnumType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  lexicographicSortSchema,
  printSchema,
  validateSchema,
  type GraphQLSchema as Schema,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {describe, expect, test} from 'vitest';
import {rm} from 'node:fs/promises';
import {
  asJson,
  copySampleFolder,
  expectShownOutput,
  importWithEdit,
  readSample,
  readShownJson,
  runNode,
  runPlayground,
  runScript,
} from '../harness';
import {schema as sdlSchema} from '../../guides/interfaces-unions-and-enums/shop.mjs';
import {schema as codeFirstSchema} from '../../guides/interfaces-unions-and-enums/shop-code-first.mjs';

const dir = 'guides/interfaces-unions-and-enums';

/** Runs `node run.mjs <args>` in the sample's folder, as the page tells readers to. */
function run(...args: string[]): Promise<string> {
  return runScript(`${dir}/run.mjs`, args);
}

async function execute(schema: Schema, source: string, variableValues?: Record<string, unknown>) {
  return asJson(await graphql({schema, source, variableValues}));
}

describe.each([
  ['the SDL-first shop', './shop.mjs'],
  ['the code-first shop', './shop-code-first.mjs'],
])('%s gives the responses the page shows', (_name, module) => {
  test('an interface queried with a named and two inline fragments', async () => {
    await expectShownOutput(await run(module, 'products.graphql'), `${dir}/products.json`);
  });

  test('a union with a fragment on an interface and one on an object type', async () => {
    await expectShownOutput(await run(module, 'search.graphql'), `${dir}/search.json`);
  });

  test('an enum variable', async () => {
    await expectShownOutput(
      await run(module, 'products-by-color.graphql', 'variables.json'),
      `${dir}/products-by-color.json`,
    );
  });
});

test('both shops define the same schema', () => {
  expect(printSchema(lexicographicSortSchema(codeFirstSchema))).toBe(
    printSchema(lexicographicSortSchema(sdlSchema)),
  );
});

describe('resolving the type of an abstract value', () => {
  test('an SDL-first object without __typename cannot be resolved: the error the page shows', async () => {
    const copy = await copySampleFolder(dir, [{file: 'shop.mjs', from: "{ __typename: 'Mug', ", to: '{ '}]);
    try {
      const {code, stdout} = await runNode(['run.mjs', './shop.mjs', 'products.graphql'], {cwd: copy});
      expect(code).toBe(0);
      await expectShownOutput(stdout, `${dir}/missing-typename.json`);
    } finally {
      await rm(copy, {recursive: true, force: true});
    }
  });

  test('a __typename that is not in the schema, or not a possible type, fails with its own message', async () => {
    const source = await readSample(`${dir}/products.graphql`);
    for (const [typename, message] of [
      ['Hat', 'Abstract type "Product" was resolved to a type "Hat" that does not exist inside the schema.'],
      ['Category', 'Runtime Object type "Category" is not a possible type for "Product".'],
    ]) {
      const {schema, rootValue} = await importWithEdit<{schema: Schema; rootValue: unknown}>(
        `${dir}/shop.mjs`,
        "{ __typename: 'Mug', ",
        `{ __typename: '${typename}', `,
      );
      const result = asJson(await graphql({schema, rootValue, source}));
      expect(result.errors).toEqual([{message, locations: [{line: 2, column: 3}], path: ['products', 2]}]);
    }
  });

  test('resolveType may return a promise of the name', async () => {
    const {schema} = await importWithEdit<{schema: Schema}>(
      `${dir}/shop-code-first.mjs`,
      "resolveType: (row) => (row.type === 'shirt' ? 'Shirt' : 'Mug'),",
      "resolveType: async (row) => (row.type === 'shirt' ? 'Shirt' : 'Mug'),",
    );
    expect(await execute(schema, await readSample(`${dir}/products.graphql`))).toEqual(
      await readShownJson(`${dir}/products.json`),
    );
  });

  test('isTypeOf still checks the type that resolveType chose', async () => {
    const {schema} = await importWithEdit<{schema: Schema}>(
      `${dir}/shop-code-first.mjs`,
      "isTypeOf: (value) => value.type === 'mug',",
      'isTypeOf: () => false,',
    );
    const result = await execute(schema, '{ products { name } }');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].message).toMatch(/^Expected value of type "Mug" but got: \{ type: "mug", /);
  });

  test('resolveType must return a type name: a type object fails in 17', async () => {
    const {schema} = await importWithEdit<{schema: Schema}>(
      `${dir}/shop-code-first.mjs`,
      "resolveType: (row) => (row.type === 'shirt' ? 'Shirt' : 'Mug'),",
      "resolveType: (row) => (row.type === 'shirt' ? Shirt : Mug),",
    );
    const result = await execute(schema, '{ products { name } }');
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].message).toMatch(
      /^Abstract type "Product" must resolve to an Object type at runtime for field "Query\.products" with value \{ .* \}, received "Shirt", which is not a valid Object type name\.$/,
    );
  });

  test('an implementation the schema cannot reach must be listed in `types`', async () => {
    const Product = new GraphQLInterfaceType({
      name: 'Product',
      fields: {name: {type: GraphQLString}},
      resolveType: () => 'Shirt',
    });
    const Shirt = new GraphQLObjectType({
      name: 'Shirt',
      interfaces: [Product],
      fields: {name: {type: GraphQLString}},
    });
    const query = new GraphQLObjectType({
      name: 'Query',
      fields: {products: {type: new GraphQLList(Product), resolve: () => [{name: 'Tee'}]}},
    });
    const without = new GraphQLSchema({query});
    expect(validateSchema(without)).toEqual([]);
    expect((await execute(without, '{ products { name } }')).errors[0].message).toBe(
      'Abstract type "Product" was resolved to a type "Shirt" that does not exist inside the schema.',
    );
    expect(await execute(new GraphQLSchema({query, types: [Shirt]}), '{ products { name } }')).toEqual({
      data: {products: [{name: 'Tee'}]},
    });
  });

  test('__typename is read before isTypeOf, and isTypeOf still checks the chosen type', async () => {
    const Shirt = new GraphQLObjectType({
      name: 'Shirt',
      // Claims every value: it would win if it were asked first.
      isTypeOf: () => true,
      fields: {name: {type: GraphQLString}},
    });
    const Mug = new GraphQLObjectType({
      name: 'Mug',
      isTypeOf: (value) => value.kind === 'mug',
      fields: {name: {type: GraphQLString}},
    });
    const Item = new GraphQLUnionType({name: 'Item', types: [Shirt, Mug]});
    const items = [
      {kind: 'mug', __typename: 'Mug', name: 'Blue Mug'},
      {kind: 'plate', __typename: 'Mug', name: 'Plate'},
    ];
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          items: {type: new GraphQLList(Item), resolve: () => items},
          mug: {type: Mug, resolve: () => items[1]},
        },
      }),
    });
    expect(await execute(schema, '{ items { __typename } }')).toEqual({
      errors: [
        {
          message:
            'Expected value of type "Mug" but got: { kind: "plate", __typename: "Mug", name: "Plate" }.',
          locations: [{line: 1, column: 3}],
          path: ['items', 1],
        },
      ],
      data: {items: [{__typename: 'Mug'}, null]},
    });
    // A field declared with the object type itself is checked too.
    expect(await execute(schema, '{ mug { name } }')).toMatchObject({
      errors: [
        {
          message:
            'Expected value of type "Mug" but got: { kind: "plate", __typename: "Mug", name: "Plate" }.',
        },
      ],
      data: {mug: null},
    });
  });

  test('a field of an interface or union needs a fragment to reach type-specific fields', async () => {
    expect((await execute(sdlSchema, '{ products { color } }')).errors).toEqual([
      {
        message:
          'Cannot query field "color" on type "Product". Did you mean to use an inline fragment on "Shirt"?',
        locations: [{line: 1, column: 14}],
      },
    ]);
    expect((await execute(sdlSchema, '{ search(text: "x") { name } }')).errors[0].message).toBe(
      'Cannot query field "name" on type "SearchResult". Did you mean to use an inline fragment on "Product", "Category", "Mug", or "Shirt"?',
    );
  });
});

describe('enums with internal values', () => {
  test('an SDL enum reaches the resolver as its name; a code-first one as its internal value', async () => {
    const seen: unknown[] = [];
    const schema = buildSchema('enum Color { RED } type Query { pick(color: Color): Color }');
    await graphql({
      schema,
      source: '{ pick(color: RED) }',
      rootValue: {
        pick: ({color}: {color: unknown}) => {
          seen.push(color);
          return color;
        },
      },
    });
    expect(seen).toEqual(['RED']);
    expect(await execute(codeFirstSchema, '{ products(color: RED) { name } }')).toEqual({
      data: {products: [{name: 'Red Tee'}]},
    });
  });

  test('an internal value the enum does not know fails output; a variable must use the name', async () => {
    const Color = codeFirstSchema.getType('Color') as GraphQLEnumType;
    expect(() => Color.coerceOutputValue('#123')).toThrow('Enum "Color" cannot represent value: "#123"');
    expect(Color.coerceOutputValue('#00f')).toBe('BLUE');
    const source = await readSample(`${dir}/products-by-color.graphql`);
    expect((await execute(codeFirstSchema, source, {color: '#00f'})).errors[0].message).toBe(
      'Variable "$color" has invalid value: Value "#00f" does not exist in "Color" enum.',
    );
    expect((await execute(codeFirstSchema, '{ products(color: "RED") { name } }')).errors[0].message).toBe(
      'Enum "Color" cannot represent non-enum value: "RED". Did you mean the enum value "RED" or "GREEN"?',
    );
  });

  test('`default: { value }` takes the name; the internal value there fails schema validation', async () => {
    const Color = codeFirstSchema.getType('Color') as GraphQLEnumType;
    const schemaWith = (arg: object) =>
      new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {
            pick: {type: GraphQLString, args: {color: {type: Color, ...arg}}, resolve: (_, {color}) => color},
          },
        }),
      });
    expect(await execute(schemaWith({default: {value: 'RED'}}), '{ pick }')).toEqual({data: {pick: '#f00'}});
    expect(validateSchema(schemaWith({default: {value: '#f00'}})).map((error) => error.message)).toEqual([
      'Query.pick(color:) has invalid default value: "#f00". Did you mean: "RED"?',
    ]);
    // The deprecated 16-style defaultValue took the internal value.
    expect(await execute(schemaWith({defaultValue: '#f00'}), '{ pick }')).toEqual({data: {pick: '#f00'}});
  });
});

test('in 16, defaultValue took the internal value', async () => {
  const Color = new graphql16.GraphQLEnumType({name: 'Color', values: {RED: {value: '#f00'}}});
  const schema = new graphql16.GraphQLSchema({
    query: new graphql16.GraphQLObjectType({
      name: 'Query',
      fields: {
        pick: {
          type: graphql16.GraphQLString,
          args: {color: {type: Color, defaultValue: '#f00'}},
          resolve: (_, {color}) => color,
        },
      },
    }),
  });
  expect(graphql16.printSchema(schema)).toContain('pick(color: Color = RED): String');
  expect(asJson(await graphql16.graphql({schema, source: '{ pick }'}))).toEqual({
    data: {pick: '#f00'},
  });
});

describe('the playgrounds run the shown samples', () => {
  test('the SDL-first shop with products.graphql', async () => {
    expect(
      await runPlayground({
        schema: await readSample(`${dir}/schema.graphql`),
        resolvers: await readSample(`${dir}/shop.mjs`),
        query: await readSample(`${dir}/products.graphql`),
        fileNames: {resolvers: 'shop.mjs'},
      }),
    ).toEqual([await readShownJson(`${dir}/products.json`)]);
  });

  test('the code-first shop with the enum variable', async () => {
    expect(
      await runPlayground({
        resolvers: await readSample(`${dir}/shop-code-first.mjs`),
        query: await readSample(`${dir}/products-by-color.graphql`),
        variables: await readSample(`${dir}/variables.json`),
        fileNames: {resolvers: 'shop-code-first.mjs'},
      }),
    ).toEqual([await readShownJson(`${dir}/products-by-color.json`)]);
  });
});
