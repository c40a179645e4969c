import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type * as Graphql14 from 'graphql-14';
import * as graphql15 from 'graphql-15';
import {beforeAll, describe, expect, test} from 'vitest';
import {
  describeUpgradeGuideCoverage,
  exportChanges,
  loadErrorOn,
  readPage,
  siteDir,
  typeCheckSample,
  upgradeGuideSamples,
} from '../harness';

// graphql 14's ES modules import their neighbours without file extensions, which only a bundler resolves: load
// its CommonJS build, as Node.js does for the samples.
const graphql14: typeof Graphql14 = createRequire(import.meta.url)('graphql-14');

const page = 'upgrade-guides/v14-to-v15';
const dir = 'upgrade-guides/v14-to-v15';

const {printed, expectOutputs, expectPrints, printsShown} = upgradeGuideSamples(dir, [14, 15]);

const packageJson = async (name: string) =>
  JSON.parse(await readFile(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8'));

let text: string;
beforeAll(async () => {
  text = await readPage(page);
});

describe('how to upgrade', () => {
  test('the Node.js versions are the ones graphql 15 declares, which has no dependencies; the install command pins it', async () => {
    const [manifest14, manifest15] = await Promise.all([
      packageJson('graphql-14'),
      packageJson('graphql-15'),
    ]);
    expect(text).toContain(`declares \`${manifest15.engines.node}\``);
    expect(manifest15.engines.node).toBe('>= 10.x');
    expect(manifest15.dependencies).toBeUndefined();
    expect(Object.keys(manifest14.dependencies)).toEqual(['iterall']);
    expect(text).toContain(`npm install graphql@${graphql15.version}`);
  });
});

const coverage = describeUpgradeGuideCoverage(page, 14, 15, {
  sectionsWithoutCode: ['All new exports', 'TypeScript: other changes to the declarations'],
});

describe('each kind of change the comparison can tell apart is listed under the section that explains it', () => {
  const changed = () => [...coverage.comparison().values()].filter((symbol) => symbol.status === 'changed');
  const sectionOf = (name: string) => coverage.sections().changed.get(name);

  const dropsTypeParameter = (older = '', newer = '') =>
    ['TData', 'TArgs'].some((parameter) => {
      const named = new RegExp(`\\b${parameter}\\b`);
      return named.test(older) && !named.test(newer);
    });
  const lostTypeParameter = (symbol: ReturnType<typeof changed>[number]) =>
    dropsTypeParameter(symbol.older, symbol.newer) ||
    symbol.members.some((member) => dropsTypeParameter(member.older, member.newer));

  test('the functions and types that lost TData or TArgs', () => {
    const lost = changed().filter(lostTypeParameter);
    expect(lost.length).toBeGreaterThan(5);
    for (const {name} of lost)
      expect(sectionOf(name), name).toBe('typescript-results-and-resolvers-lost-their-type-parameters');
  });

  test('the elements that gained a feature of the schema language', () => {
    const gained = changed().filter(
      (symbol) =>
        !lostTypeParameter(symbol) &&
        symbol.members.some(
          (member) =>
            member.status === 'added' &&
            ['interfaces', 'specifiedByUrl', 'isRepeatable', 'deprecationReason', 'getInterfaces'].includes(
              member.name,
            ),
        ),
    );
    expect(gained.length).toBeGreaterThan(5);
    for (const {name} of gained) expect(sectionOf(name), name).toBe('new-in-the-schema-language');
  });

  test('the members removed with allowedLegacyNames', () => {
    for (const symbol of changed().filter((s) => s.members.some((m) => m.name === 'allowedLegacyNames')))
      expect(sectionOf(symbol.name), symbol.name).toBe('names-that-start-with-__-are-always-refused');
  });
});

describe('breaking changes', () => {
  test('removed exports: the replacements find the same tokens, values and literals; the 14 code fails on 15', async () => {
    const [before, after] = [
      (await printsShown(14, 'removed-exports/before.mjs', 'removed-exports/output-14.json')) as Record<
        string,
        unknown
      >,
      (await printsShown(15, 'removed-exports/after.mjs', 'removed-exports/output-15.json')) as Record<
        string,
        unknown
      >,
    ];
    expect({...after, problems: before.problems}).toEqual(before);
    // The page quotes Node.js's refusal as readers get it, and what follows it.
    const [refusal, ...hint] = (await loadErrorOn(15, `${dir}/removed-exports/before.mjs`)).split('\n');
    expect(refusal).toMatch(/^SyntaxError: Named export 'coerceValue' not found\. .* is a CommonJS module/);
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      `\`${refusal.replace('SyntaxError: ', '')}\` Node.js loads graphql 15 as CommonJS, and its message goes on to suggest the default export; the function is not there either.`,
    );
    expect(hint.join('\n')).toContain('CommonJS modules can always be imported via the default export');
    expect(createRequire(import.meta.url)('graphql-15')).not.toHaveProperty('coerceValue');
    const {removed} = await exportChanges(14, 15);
    expect(removed.filter((entry) => !entry.deprecated).map((entry) => entry.name)).toEqual(['createLexer']);
  });

  test('removed members: Lexer options, ValidationContext getErrors, and its onError is required', () => {
    const members = (name: string) => coverage.comparison().get(name)!.members;
    expect(members('Lexer').find((m) => m.name === 'options')?.status).toBe('removed');
    expect(members('ValidationContext').find((m) => m.name === 'getErrors')?.status).toBe('removed');
    const constructor = members('ValidationContext').find((m) => m.name === 'constructor')!;
    expect(constructor.older).toContain('onError?:');
    expect(constructor.newer).toContain('onError:');
  });

  test('allowedLegacyNames: ignored by 15, whose every request gets the error', async () => {
    await expectPrints('reserved-names/output.json', [
      [14, 'reserved-names/before.mjs'],
      [14, 'reserved-names/after.mjs'],
      [15, 'reserved-names/after.mjs'],
    ]);
    await expectPrints('reserved-names/before-on-15.json', [[15, 'reserved-names/before.mjs']]);
  });

  test('enums: a value given as undefined is the name on 15; serialize, parseValue and parseLiteral throw', async () => {
    await expectOutputs('enum-values/enums.mjs');
    const status14 = new graphql14.GraphQLEnumType({name: 'S', values: {A: {}}});
    const status15 = new graphql15.GraphQLEnumType({name: 'S', values: {A: {}}});
    expect(status14.serialize('X')).toBeUndefined();
    expect(status14.parseValue('X')).toBeUndefined();
    expect(status14.parseLiteral(graphql14.parseValue('X'), {})).toBeUndefined();
    expect(() => status15.serialize('X')).toThrow('Enum "S" cannot represent value: "X"');
    expect(() => status15.parseValue('X')).toThrow('Value "X" does not exist in "S" enum.');
    expect(() => status15.parseLiteral(graphql15.parseValue('X'), {})).toThrow('does not exist');
  });

  test('scalars: Int serializes through valueOf on 15, NaN is an error; String and Boolean too', async () => {
    await expectOutputs('scalar-serialization/scalars.mjs');
    const sdl = 'type Query { s: String b: Boolean }';
    const request = {source: '{ s b }', rootValue: {s: {valueOf: () => 'v'}, b: {valueOf: () => true}}};
    expect(graphql14.graphqlSync({schema: graphql14.buildSchema(sdl), ...request}).data).toEqual({
      s: 'v',
      b: null,
    });
    expect(graphql15.graphqlSync({schema: graphql15.buildSchema(sdl), ...request})).toEqual({
      data: {s: 'v', b: true},
    });
  });

  test('an empty operation name: the only operation on 14, an error on 15', async () => {
    await expectOutputs('operation-name/run.mjs');
  });

  test('TypeScript: graphql<TData>() compiles on 14 only; the cast compiles on both, and both print the same', async () => {
    expect(await typeCheckSample(`${dir}/typescript-generics/before.mts`, 14)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-generics/before.mts`, 15)).toEqual([
      `${dir}/typescript-generics/before.mts:11: Expected 0 type arguments, but got 1.`,
    ]);
    for (const major of [14, 15] as const) {
      expect(await typeCheckSample(`${dir}/typescript-generics/after.mts`, major)).toEqual([]);
      expect(await printed(major, 'typescript-generics/after.mts')).toEqual({name: 'Ada'});
    }
    expect(await printed(14, 'typescript-generics/before.mts')).toEqual({name: 'Ada'});
  });

  test('other declarations: aliases became interfaces, typed extensions, toJSON, named types only', async () => {
    const declaration = (major: 14 | 15, file: string) =>
      readFile(path.join(siteDir, 'node_modules', `graphql-${major}`, file), 'utf8');
    for (const [file, name] of [
      ['execution/execute.d.ts', 'ExecutionArgs'],
      ['jsutils/Path.d.ts', 'Path'],
      ['language/ast.d.ts', 'SchemaExtensionNode'],
    ]) {
      expect(await declaration(14, file)).toContain(`export type ${name} = {`);
      expect(await declaration(15, file)).toContain(`export interface ${name} {`);
    }
    const field = coverage
      .comparison()
      .get('GraphQLField')!
      .members.find((m) => m.name === 'extensions')!;
    expect(field.older).toContain('Record<string, any>');
    expect(field.newer).toContain('GraphQLFieldExtensions');
    expect(coverage.comparison().get('isSpecifiedScalarType')!.newer).toContain('type: GraphQLNamedType');
    expect(coverage.comparison().get('getOperationAST')!.newer).toContain('operationName?:');
    expect(graphql14.GraphQLError.prototype).not.toHaveProperty('toJSON');
    expect(graphql15.GraphQLError.prototype).toHaveProperty('toJSON');
  });
});

describe('behaviour changes', () => {
  test('error messages of validation, coercion and parsing are reworded', async () => {
    await expectOutputs('error-messages/requests.mjs');
  });

  test('printSchema(): sorted by name on 14, in the SDL’s order on 15', async () => {
    await expectOutputs('schema-order/print.mjs');
    const sorted = graphql14.printSchema(
      graphql14.lexicographicSortSchema(graphql14.buildSchema('type Query { b: B } type B { x: Int }')),
    );
    expect(graphql14.printSchema(graphql14.buildSchema('type Query { b: B } type B { x: Int }'))).toBe(
      sorted,
    );
  });

  test('introspection lists the types from the query type on 14, in printSchema()’s order on 15', () => {
    expect(text).toContain('Introspection lists the types in the same order.');
    const sdl = `scalar Money
      type Item { sku: String! price: Money }
      type Order { id: ID! items: [Item!]! }
      type Query { order(id: ID!): Order }`;
    const names = (g: typeof graphql15) =>
      g
        .introspectionFromSchema(g.buildSchema(sdl))
        .__schema.types.map((type) => type.name)
        .filter((name) => !name.startsWith('__'));
    // The query type, then the types it reaches; Boolean comes from the introspection types.
    expect(names(graphql14 as unknown as typeof graphql15)).toEqual([
      'Query',
      'ID',
      'Order',
      'Item',
      'String',
      'Money',
      'Boolean',
    ]);
    // The order of the definitions, a built-in scalar after the first type that uses it.
    expect(names(graphql15)).toEqual(['Money', 'Item', 'String', 'Order', 'ID', 'Query', 'Boolean']);
    const printedNames = [...graphql15.printSchema(graphql15.buildSchema(sdl)).matchAll(/^\w+ (\w+)/gm)].map(
      (match) => match[1],
    );
    expect(names(graphql15).filter((name) => printedNames.includes(name))).toEqual(printedNames);
  });

  test('printSchema(): 14 cut a description line longer than about 120 characters, and reading it back kept the breaks', () => {
    expect(text).toContain('graphql 15 also prints each line of a description as it is written.');
    const long =
      'Every order holds the items a customer bought, the address they ship to, the state of its payment and the history of its changes.';
    const sdl = `"""${long}"""\ntype Query { a: Int }`;
    const printed14 = graphql14.printSchema(graphql14.buildSchema(sdl));
    const reread14 = graphql14.buildSchema(printed14).getQueryType()!.description!;
    expect(reread14).not.toBe(long);
    expect(reread14.replaceAll('\n', ' ')).toBe(long);
    const printed15 = graphql15.printSchema(graphql15.buildSchema(sdl));
    expect(printed15).toContain(`\n${long}\n`);
    expect(graphql15.buildSchema(printed15).getQueryType()!.description).toBe(long);
    // Lines up to 120 characters are left as they are.
    const short = long.slice(0, 118);
    expect(graphql14.printSchema(graphql14.buildSchema(`"""${short}"""\ntype Query { a: Int }`))).toContain(
      `\n${short}\n`,
    );
  });

  test('printIntrospectionSchema(): the long lines, and three descriptions reworded, of __Type, __TypeKind.INTERFACE and @deprecated(reason:)', () => {
    const descriptions = (g: typeof graphql15) => {
      const schema = g.buildSchema('type Query { a: Int }');
      const found: Record<string, string | null> = {};
      for (const type of Object.values(schema.getTypeMap())) {
        found[type.name] = type.description ?? null;
        if (g.isEnumType(type))
          for (const value of type.getValues())
            found[`${type.name}.${value.name}`] = value.description ?? null;
        if (g.isObjectType(type))
          for (const field of Object.values(type.getFields())) {
            found[`${type.name}.${field.name}`] = field.description ?? null;
            for (const arg of field.args)
              found[`${type.name}.${field.name}(${arg.name}:)`] = arg.description ?? null;
          }
      }
      for (const directive of schema.getDirectives()) {
        found[`@${directive.name}`] = directive.description ?? null;
        for (const arg of directive.args) found[`@${directive.name}(${arg.name}:)`] = arg.description ?? null;
      }
      return found;
    };
    const [before, after] = [descriptions(graphql14 as unknown as typeof graphql15), descriptions(graphql15)];
    const reworded = Object.keys(before).filter((name) => name in after && before[name] !== after[name]);
    expect(reworded).toEqual(['__Type', '__TypeKind.INTERFACE', '@deprecated(reason:)']);
    expect(text).toContain(
      'those of `__Type`, of\n`__TypeKind.INTERFACE` and of the `reason` argument of `@deprecated`.',
    );
    const lines = (g: typeof graphql15) =>
      g.printIntrospectionSchema(g.buildSchema('type Query { a: Int }')).split('\n');
    const longest = (g: typeof graphql15) => Math.max(...lines(g).map((line) => line.length));
    expect(longest(graphql14 as unknown as typeof graphql15)).toBeLessThanOrEqual(125);
    expect(longest(graphql15)).toBeGreaterThan(125);
  });

  test('Token and Location: no run-time export on 14, classes on 15', () => {
    const exports14: Record<string, unknown> = graphql14;
    expect([typeof exports14.Token, typeof exports14.Location]).toEqual(['undefined', 'undefined']);
    expect([typeof graphql15.Token, typeof graphql15.Location]).toEqual(['function', 'function']);
  });

  test('introspection depth: 15.10.1’s specifiedRules refuse three nested introspection lists, which 14 accepted', async () => {
    await expectOutputs('introspection-depth/validate.mjs');
    expect(graphql15.version).toBe('15.10.1');
    const schema = graphql15.buildSchema('type Query { hello: String }');
    const errors = (source: string) =>
      graphql15.validate(schema, graphql15.parse(source)).map((e) => e.message);
    expect(errors('{ __schema { types { fields { type { fields { name } } } } } }')).toEqual([]);
    expect(
      errors('{ __type(name: "Query") { interfaces { possibleTypes { inputFields { name } } } } }'),
    ).toEqual(['Maximum introspection depth exceeded']);
    expect(errors(graphql15.getIntrospectionQuery())).toEqual([]);
  });

  test('locatedError(): a message for any thrown value on 15, none on 14; a resolver’s throw reads the same on both', async () => {
    await expectOutputs('located-error/wrap.mjs');
    const sdl = 'type Query { a: String }';
    const request = {
      source: '{ a }',
      rootValue: {
        a: () => {
          throw 'boom';
        },
      },
    };
    for (const {errors} of [
      graphql14.graphqlSync({schema: graphql14.buildSchema(sdl), ...request}),
      graphql15.graphqlSync({schema: graphql15.buildSchema(sdl), ...request}),
    ])
      expect(errors?.[0].message).toBe('Unexpected error value: "boom"');
  });
});

describe('deprecations', () => {
  test('what 15 deprecates prints what its replacements print, on 14 and 15', async () => {
    const {expectPrints: expectPrintsOf16} = upgradeGuideSamples('upgrade-guides/v15-to-v16', [14, 15]);
    await expectPrintsOf16('removed-exports/output.json', [
      [14, 'removed-exports/before.mjs'],
      [15, 'removed-exports/before.mjs'],
      [15, 'removed-exports/after.mjs'],
    ]);
    const {deprecated, deprecatedMembers, olderExports} = await exportChanges(14, 15);
    expect(deprecated.map((entry) => entry.name).sort()).toEqual(['VisitorKeyMap', 'findDeprecatedUsages']);
    expect(deprecatedMembers.sort()).toEqual([
      'GraphQLEnumValue.isDeprecated',
      'GraphQLField.isDeprecated',
      'GraphQLSchema.isPossibleType',
    ]);
    expect(olderExports.find((entry) => entry.name === 'getDescription')?.deprecated).toBe(true);
    expect(graphql14).not.toHaveProperty('NoDeprecatedCustomRule');
    expect(graphql14.GraphQLSchema.prototype).not.toHaveProperty('isSubType');
  });
});

describe('new APIs', () => {
  test('the schema language: a syntax error on 14, every new feature printed on 15', async () => {
    await expectOutputs('schema-language/schema.mjs');
    expect(() => graphql14.buildSchema('type Query { a(x: Int @deprecated): Int }')).toThrow(
      'Directive "deprecated" may not be used on ARGUMENT_DEFINITION.',
    );
    const sdl = 'directive @t repeatable on FIELD_DEFINITION type Query { a: Int @t @t }';
    expect(graphql14.buildSchema(sdl).getDirective('t')?.isRepeatable).toBe(true);
    const [directives14, directives15] = [
      graphql14.introspectionFromSchema(graphql14.buildSchema(sdl)).__schema.directives,
      graphql15.introspectionFromSchema(graphql15.buildSchema(sdl)).__schema.directives,
    ];
    expect(directives14.find((d) => d.name === 't')).not.toHaveProperty('isRepeatable');
    expect(directives15.find((d) => d.name === 't')).toHaveProperty('isRepeatable', true);
  });

  test('the new introspection options are off by default, and ask for the new fields when set', () => {
    const query = graphql15.getIntrospectionQuery();
    for (const field of ['specifiedByUrl', 'isRepeatable', 'inputFields(includeDeprecated: true)'])
      expect(query).not.toContain(field);
    expect(query).not.toMatch(/__schema {\s+description/);
    const all = graphql15.getIntrospectionQuery({
      schemaDescription: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      inputValueDeprecation: true,
    });
    for (const field of ['specifiedByUrl', 'isRepeatable', 'inputFields(includeDeprecated: true)'])
      expect(all).toContain(field);
    expect(all).toMatch(/__schema {\s+description/);
  });

  test('executeSync(): the same result as execute(); it throws when a resolver returns a promise', async () => {
    expect(await printed(14, 'execute-sync/before.mjs')).toEqual({version: '1.2.0'});
    expect(await printed(15, 'execute-sync/before.mjs')).toEqual({version: '1.2.0'});
    expect(await printed(15, 'execute-sync/after.mjs')).toEqual({version: '1.2.0'});
    expect(() =>
      graphql15.executeSync({
        schema: graphql15.buildSchema('type Query { a: Int }'),
        document: graphql15.parse('{ a }'),
        rootValue: {a: async () => 1},
      }),
    ).toThrow('GraphQL execution failed to complete synchronously.');
  });

  test('the custom rules: not in specifiedRules; they refuse introspection, and deprecated fields, arguments and enum values', async () => {
    expect(await printed(14, 'introspection-rule/before.mjs')).toEqual([
      'Introspection is disabled: "__schema".',
    ]);
    expect(await printed(15, 'introspection-rule/before.mjs')).toEqual([
      'Introspection is disabled: "__schema".',
    ]);
    const messages = (await printed(15, 'introspection-rule/after.mjs')) as string[];
    expect(messages).toEqual([
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      'GraphQL introspection has been disabled, but the requested query contained the field "types".',
    ]);
    expect(text).toContain(`\`${messages[0]}\``);
    expect(graphql15.specifiedRules).not.toContain(graphql15.NoSchemaIntrospectionCustomRule);
    expect(graphql15.specifiedRules).not.toContain(graphql15.NoDeprecatedCustomRule);
    const schema = graphql15.buildSchema(
      'enum E { A B @deprecated } type Query { f(x: Int @deprecated, e: E): Int old: Int @deprecated }',
    );
    const errors = graphql15.validate(schema, graphql15.parse('{ f(x: 1, e: B) old }'), [
      graphql15.NoDeprecatedCustomRule,
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'Field "Query.f" argument "x" is deprecated. No longer supported',
      'The enum value "E.B" is deprecated. No longer supported',
      'The field Query.old is deprecated. No longer supported',
    ]);
  });
});
