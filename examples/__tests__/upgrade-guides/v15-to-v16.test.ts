import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as graphql15 from 'graphql-15';
import * as graphql16 from 'graphql-16';
import * as graphql17 from 'graphql';
import {beforeAll, describe, expect, test} from 'vitest';
import {
  describeUpgradeGuideCoverage,
  exportChanges,
  graphqlExports,
  loadErrorOn,
  readPage,
  runScript,
  siteDir,
  typeCheckSample,
  upgradeGuideSamples,
} from '../harness';

const page = 'upgrade-guides/v15-to-v16';
const dir = 'upgrade-guides/v15-to-v16';

const {printed, failureOn, expectOutputs, expectPrints, printsShown} = upgradeGuideSamples(dir, [15, 16]);

let text: string;
beforeAll(async () => {
  text = await readPage(page);
});

describe('how to upgrade', () => {
  test('the Node.js and TypeScript versions are the ones graphql 16 declares; the install command pins it', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(siteDir, 'node_modules/graphql-16/package.json'), 'utf8'),
    );
    expect(text).toContain(`declares \`${manifest.engines.node}\``);
    expect(manifest.engines.node).toBe('^12.22.0 || ^14.16.0 || ^16.0.0 || >=17.0.0');
    expect(text).toContain(`npm install graphql@${graphql16.version}`);
    expect(Object.keys(manifest.typesVersions)[0]).toBe('>=4.1.0');
    expect(text).toContain('TypeScript 4.1 or later');
  });
});

const coverage = describeUpgradeGuideCoverage(page, 15, 16, {
  sectionsWithoutCode: ['All new exports', 'TypeScript: other changes to the declarations'],
});

describe('each kind of change the comparison can tell apart is listed under the section that explains it', () => {
  const changed = () => [...coverage.comparison().values()].filter((symbol) => symbol.status === 'changed');
  const explainedIn = (
    predicate: (symbol: ReturnType<typeof changed>[number]) => boolean,
    anchor: string,
  ) => {
    const matching = changed().filter(predicate);
    expect(matching.length, anchor).toBeGreaterThan(0);
    for (const symbol of matching)
      expect(coverage.sections().changed.get(symbol.name), symbol.name).toBe(anchor);
  };

  test('AST nodes whose kind became an enum member, and the enums', () => {
    explainedIn(
      (symbol) =>
        symbol.members.some((member) => member.name === 'kind') &&
        symbol.members.every(
          (member) =>
            member.status === 'changed' && ['kind', 'directives', 'defaultValue'].includes(member.name),
        ),
      'typescript-kinds-are-enums',
    );
    explainedIn(
      (symbol) => /^(Kind|TokenKind|DirectiveLocation|TypeKind|OperationTypeNode)(Enum)?$/.test(symbol.name),
      'typescript-kinds-are-enums',
    );
  });

  test('extensions whose values became unknown', () => {
    explainedIn(
      (symbol) =>
        symbol.name.endsWith('Extensions') && symbol.members.some((m) => m.newer?.includes('unknown')),
      'typescript-extensions-are-typed-and-always-set',
    );
  });

  test('type checks that take unknown instead of any', () => {
    explainedIn(
      (symbol) =>
        /^(is|assert)[A-Z]\w*Type$/.test(symbol.name) && /\(type: unknown\)/.test(symbol.newer ?? ''),
      'typescript-unknown-where-a-value-must-be-checked',
    );
  });

  test('the printers that lost their options', () => {
    explainedIn(
      (symbol) => /^print/.test(symbol.name) && /options\?: Options/.test(symbol.older ?? ''),
      'printed-documents-end-without-a-newline',
    );
  });

  test('the functions that lost their positional arguments', () => {
    explainedIn(
      (symbol) =>
        (symbol.older ?? '').includes('rootValue?:') && !(symbol.newer ?? '').includes('rootValue?:'),
      'graphql-execute-and-subscribe-take-one-object',
    );
  });
});

describe('breaking changes', () => {
  test('positional arguments: the object form prints the same on both; graphql 16 refuses the positional one', async () => {
    await expectPrints('positional-arguments/output.json', [
      [15, 'positional-arguments/before.mjs'],
      [15, 'positional-arguments/after.mjs'],
      [16, 'positional-arguments/after.mjs'],
    ]);
    expect(await failureOn(16, 'positional-arguments/before.mjs')).toContain(
      'Expected undefined to be a GraphQL schema.',
    );
  });

  test('removed exports and members: the replacements print the same, on 15 too; the 15 code fails on 16', async () => {
    await expectPrints('removed-exports/output.json', [
      [15, 'removed-exports/before.mjs'],
      [15, 'removed-exports/after.mjs'],
      [16, 'removed-exports/after.mjs'],
    ]);
    // The page quotes Node.js's refusal as readers get it, and what follows it.
    const [refusal, ...hint] = (await loadErrorOn(16, `${dir}/removed-exports/before.mjs`)).split('\n');
    expect(refusal).toMatch(
      /^SyntaxError: Named export 'findDeprecatedUsages' not found\. .* is a CommonJS module/,
    );
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      `\`${refusal.replace('SyntaxError: ', '')}\` Node.js loads graphql 16 as CommonJS, and its message goes on to suggest the default export; the function is not there either.`,
    );
    expect(hint.join('\n')).toContain('CommonJS modules can always be imported via the default export');
    expect(createRequire(import.meta.url)('graphql-16')).not.toHaveProperty('findDeprecatedUsages');
    const {removed} = await exportChanges(15, 16);
    expect(removed.filter((entry) => entry.deprecated).map((entry) => entry.name)).toEqual([
      'VisitorKeyMap',
      'getDescription',
      'findDeprecatedUsages',
    ]);
  });

  test('the three members graphql 15 deprecated are gone from 16', async () => {
    const {olderExports} = await exportChanges(15, 16);
    expect(olderExports.flatMap((entry) => entry.deprecatedMembers).sort()).toEqual([
      'GraphQLEnumValue.isDeprecated',
      'GraphQLField.isDeprecated',
      'GraphQLSchema.isPossibleType',
    ]);
    const schema = graphql16.buildSchema('type Query { a: String @deprecated } enum E { A }');
    expect(schema).not.toHaveProperty('isPossibleType');
    expect(schema.getQueryType()!.getFields().a).not.toHaveProperty('isDeprecated');
    expect((schema.getType('E') as graphql16.GraphQLEnumType).getValues()[0]).not.toHaveProperty(
      'isDeprecated',
    );
  });

  test('resolveType: graphql 16 fails the field when it returns the object type, not its name', async () => {
    await expectPrints('resolve-type/output.json', [
      [15, 'resolve-type/before.mjs'],
      [15, 'resolve-type/after.mjs'],
      [16, 'resolve-type/after.mjs'],
    ]);
    await expectPrints('resolve-type/before-on-16.json', [[16, 'resolve-type/before.mjs']]);
  });

  test('GraphQLList and GraphQLNonNull: without new, graphql 16 throws; with new, both print the same schema', async () => {
    const schema = await runScript(`${dir}/wrapping-types/before.mjs`, [], {graphql: 15});
    expect(schema.trim()).toBe('type Query {\n  tags: [String!]!\n}');
    for (const major of [15, 16] as const)
      expect((await runScript(`${dir}/wrapping-types/after.mjs`, [], {graphql: major})).trim()).toBe(
        schema.trim(),
      );
    expect(await failureOn(16, 'wrapping-types/before.mjs')).toContain(
      "Class constructor GraphQLNonNull cannot be invoked without 'new'",
    );
    const wrapping = coverage.comparison().get('GraphQLWrappingType')!;
    expect(wrapping.older).toContain('GraphQLList<any>');
    expect(wrapping.newer).toContain('GraphQLList<GraphQLType>');
  });

  test('comment descriptions: graphql 16 ignores the option and reads no description', async () => {
    await expectPrints('comment-descriptions/output.json', [
      [15, 'comment-descriptions/before.mjs'],
      [16, 'comment-descriptions/after.mjs'],
      [15, 'comment-descriptions/after.mjs'],
    ]);
    await expectPrints('comment-descriptions/before-on-16.json', [[16, 'comment-descriptions/before.mjs']]);
    const sdl = '# A comment.\ntype Query { a: String }';
    const schema15 = graphql15.buildSchema(sdl, {commentDescriptions: true});
    expect(graphql15.printSchema(schema15, {commentDescriptions: true})).toContain('# A comment.');
    expect(graphql15.printSchema(schema15)).toContain('"""A comment."""');
  });

  test('specifiedByUrl: graphql 16 drops the URL without an error; specifiedByURL keeps it', async () => {
    await expectPrints('specified-by/output.json', [
      [15, 'specified-by/before.mjs'],
      [16, 'specified-by/after.mjs'],
    ]);
    await expectPrints('specified-by/before-on-16.json', [[16, 'specified-by/before.mjs']]);
    // Introspection asks for the renamed field, under an option that kept its name.
    expect(graphql16.getIntrospectionQuery({specifiedByUrl: true})).toContain('specifiedByURL');
    expect(graphql15.getIntrospectionQuery({specifiedByUrl: true})).toContain('specifiedByUrl');
  });

  test('names: graphql 15 reports a bad name in the response, graphql 16 throws while it builds the types', async () => {
    await expectPrints('names/output-15.json', [[15, 'names/before.mjs']]);
    await expectPrints('names/output.json', [
      [15, 'names/after.mjs'],
      [16, 'names/after.mjs'],
    ]);
    expect(await failureOn(16, 'names/before.mjs')).toContain(
      'Names must only contain [_a-zA-Z0-9] but "order-items" does not.',
    );
    const field15 = {'bad-field': {type: graphql15.GraphQLString}};
    const field16 = {'bad-field': {type: graphql16.GraphQLString}};
    expect(() => new graphql15.GraphQLObjectType({name: 'T', fields: field15}).getFields()).not.toThrow();
    expect(() => new graphql16.GraphQLObjectType({name: 'T', fields: field16}).getFields()).toThrow(
      'Names must only contain [_a-zA-Z0-9] but "bad-field" does not.',
    );
  });

  test('names: an enum value true is refused by both, later by 15; a null interfaces function and a duplicate argument fail on 16 only', () => {
    for (const name of ['true', 'false', 'null']) {
      const enum15 = new graphql15.GraphQLEnumType({name: 'E', values: {[name]: {}}});
      const schema15 = new graphql15.GraphQLSchema({
        query: new graphql15.GraphQLObjectType({name: 'Query', fields: {e: {type: enum15}}}),
      });
      expect(graphql15.validateSchema(schema15).map((error) => error.message)).toEqual([
        `Enum type E cannot include value: ${name}.`,
      ]);
      expect(() => new graphql16.GraphQLEnumType({name: 'E', values: {[name]: {}}})).toThrow(
        `Enum values cannot be named: ${name}`,
      );
    }
    expect(text).toContain(
      "graphql 15's `validateSchema` already refused it\n(`Enum type E cannot include value: true.`)",
    );
    expect(text).toContain('can fail to load for two\nmore reasons');
    const query15 = {
      name: 'Query',
      fields: {a: {type: graphql15.GraphQLString}},
      interfaces: () => null as never,
    };
    const query16 = {
      name: 'Query',
      fields: {a: {type: graphql16.GraphQLString}},
      interfaces: () => null as never,
    };
    expect(
      () => new graphql15.GraphQLSchema({query: new graphql15.GraphQLObjectType(query15)}),
    ).not.toThrow();
    expect(() => new graphql16.GraphQLSchema({query: new graphql16.GraphQLObjectType(query16)})).toThrow(
      'Query interfaces must be an Array or a function which returns an Array.',
    );
    const twice = 'type Query { f(a: Int, a: Int): Int }';
    expect(graphql15.buildSchema(twice).getQueryType()!.getFields().f.args).toHaveLength(1);
    expect(() => graphql16.buildSchema(twice)).toThrow('Argument "Query.f(a:)" can only be defined once.');
    expect(text).toContain('`Argument "Query.f(a:)" can only be defined once.`');
  });

  test('printing: the same script prints a final newline on 15 only; printIntrospectionSchema() too', async () => {
    await expectOutputs('printing/print.mjs');
    const sdl = 'type Query { a: String }';
    expect(graphql15.printIntrospectionSchema(graphql15.buildSchema(sdl))).toMatch(/}\n$/);
    expect(graphql16.printIntrospectionSchema(graphql16.buildSchema(sdl))).toMatch(/}$/);
  });

  test('legacy syntax: fragment variables parse under the renamed option; the removed SDL options fail on 16', async () => {
    const variables = {variables: ['size']};
    expect(await printed(15, 'legacy-syntax/before.mjs')).toEqual(variables);
    expect(await printed(16, 'legacy-syntax/after.mjs')).toEqual(variables);
    expect(await failureOn(16, 'legacy-syntax/before.mjs')).toContain(
      'Syntax Error: Expected "on", found "(".',
    );
    expect(await failureOn(15, 'legacy-syntax/after.mjs')).toContain(
      'Syntax Error: Expected "on", found "(".',
    );
    const legacy = [
      ['type A {}', {allowLegacySDLEmptyFields: true}],
      ['type A implements B C { a: Int }', {allowLegacySDLImplementsInterfaces: true}],
    ] as const;
    for (const [source, options] of legacy) {
      expect(() => graphql15.parse(source, options)).not.toThrow();
      expect(() => graphql16.parse(source, options as object)).toThrow('Syntax Error');
    }
  });

  test('visitors: enter and leave first fail on 16 with a TypeError; kinds first print the same on both', async () => {
    const steps = await printed(15, 'visitor/before.mjs');
    expect(steps).toHaveLength(8);
    expect(await printed(15, 'visitor/after.mjs')).toEqual(steps);
    expect(await printed(16, 'visitor/after.mjs')).toEqual(steps);
    expect(await failureOn(16, 'visitor/before.mjs')).toContain('TypeError');
  });

  test('validate(): options and typeInfo swapped; the code for either fails on the other', async () => {
    await expectPrints('validate-options/output.json', [
      [15, 'validate-options/before.mjs'],
      [16, 'validate-options/after.mjs'],
    ]);
    for (const [major, sample] of [
      [16, 'validate-options/before.mjs'],
      [15, 'validate-options/after.mjs'],
    ] as const)
      expect(await failureOn(major, sample)).toContain('typeInfo.enter is not a function');
    const constructor = coverage
      .comparison()
      .get('TypeInfo')!
      .members.find((m) => m.name === 'constructor')!;
    const order = (declaration = '') => [...declaration.matchAll(/(\w+)\?:/g)].map((match) => match[1]);
    expect(order(constructor.older)).toEqual(['getFieldDefFn', 'initialType']);
    expect(order(constructor.newer)).toEqual(['initialType', 'getFieldDefFn']);
  });

  test('TypeScript enums: string kinds fail on 16, Kind members on 15; both print the same', async () => {
    expect(await typeCheckSample(`${dir}/typescript-enums/before.mts`, 15)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-enums/after.mts`, 16)).toEqual([]);
    expect((await typeCheckSample(`${dir}/typescript-enums/before.mts`, 16)).join('\n')).toContain(
      `Type '"Field"' is not assignable to type 'Kind.FIELD'.`,
    );
    expect((await typeCheckSample(`${dir}/typescript-enums/after.mts`, 15)).join('\n')).toContain(
      `'OperationTypeNode' only refers to a type, but is being used as a value here.`,
    );
    expect(await printed(16, 'typescript-enums/after.mts')).toEqual(
      await printed(15, 'typescript-enums/before.mts'),
    );
    // The members graphql 15 had keep their strings in 16's enums.
    for (const name of [
      'Kind',
      'TokenKind',
      'DirectiveLocation',
      'BreakingChangeType',
      'DangerousChangeType',
    ] as const)
      expect(graphql16[name], name).toMatchObject(graphql15[name]);
  });

  test('TypeScript unknown: a value from valueFromAST() must be checked on 16', async () => {
    expect(await typeCheckSample(`${dir}/typescript-unknown/before.mts`, 15)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-unknown/before.mts`, 16)).toEqual([
      `${dir}/typescript-unknown/before.mts:4: Type 'unknown' is not assignable to type 'number'.`,
    ]);
    for (const major of [15, 16] as const) {
      expect(await typeCheckSample(`${dir}/typescript-unknown/after.mts`, major)).toEqual([]);
      expect(await printed(major, 'typescript-unknown/after.mts')).toEqual({limit: 25, doubled: 50});
    }
    expect(await printed(15, 'typescript-unknown/before.mts')).toEqual({limit: 25, doubled: 50});
  });

  test('TypeScript extensions: undeclared keys are unknown on 16; extensions is an object even when empty', async () => {
    expect(await typeCheckSample(`${dir}/typescript-extensions/before.mts`, 15)).toEqual([]);
    expect((await typeCheckSample(`${dir}/typescript-extensions/before.mts`, 16)).join('\n')).toContain(
      `Type '{}' is not assignable to type 'number'.`,
    );
    expect(await typeCheckSample(`${dir}/typescript-extensions/after.mts`, 16)).toEqual([]);
    expect(await printed(15, 'typescript-extensions/before.mts')).toEqual({cost: 10});
    expect(await printed(16, 'typescript-extensions/after.mts')).toEqual({cost: 10});
    const elements = (g: typeof graphql15 | typeof graphql16) => {
      const schema = g.buildSchema('enum E { A } type Query { f(x: Int): E }');
      const field = schema.getQueryType()!.getFields().f;
      return [
        schema,
        schema.getQueryType()!,
        field,
        field.args[0],
        (schema.getType('E') as graphql16.GraphQLEnumType).getValues()[0],
      ];
    };
    for (const element of elements(graphql15)) expect(element.extensions).toBeUndefined();
    for (const element of elements(graphql16)) expect({...element.extensions}).toEqual({});
  });

  test('other declarations: toStringTag on every class at run time, no inspect(), typed scalars, TResult, no Flow', async () => {
    const classes = [
      'GraphQLSchema',
      'GraphQLObjectType',
      'GraphQLList',
      'Lexer',
      'Location',
      'Token',
      'TypeInfo',
      'ValidationContext',
    ] as const;
    const untagged = (g: typeof graphql15 | typeof graphql16) =>
      classes.filter((name) => !(Symbol.toStringTag in g[name].prototype));
    expect(untagged(graphql15)).toEqual(['Lexer', 'Location', 'Token', 'TypeInfo', 'ValidationContext']);
    expect(untagged(graphql16)).toEqual([]);
    expect(graphql15.GraphQLObjectType.prototype).toHaveProperty('inspect');
    expect(graphql16.GraphQLObjectType.prototype).not.toHaveProperty('inspect');
    expect(coverage.comparison().get('GraphQLString')!.newer).toContain('GraphQLScalarType<string, string>');
    expect(coverage.comparison().get('GraphQLFieldResolver')!.newer).toContain(') => TResult');
    for (const result of ['ExecutionResult', 'FormattedExecutionResult']) {
      const {older, newer} = coverage.comparison().get(result)!;
      expect(older).toContain('TData = { [key: string]: any }, TExtensions = { [key: string]: any }');
      expect(newer).toContain('TData = ObjMap<unknown>, TExtensions = ObjMap<unknown>');
    }
    const fieldConfig = coverage.comparison().get('GraphQLFieldConfig')!;
    expect(fieldConfig.older).toContain('TArgs = { [argName: string]: any }');
    expect(fieldConfig.newer).toContain('TArgs = any>');
    expect(coverage.comparison().get('getNamedType')!.newer).toContain('type: undefined | null');
    // graphql 15 shipped its Flow sources beside the declarations written for TypeScript; graphql 16 has none.
    const files = async (major: 15 | 16) => readdir(path.join(siteDir, 'node_modules', `graphql-${major}`));
    expect(await files(15)).toContain('index.js.flow');
    expect((await files(16)).filter((file) => file.endsWith('.flow'))).toEqual([]);
  });
});

describe('behaviour changes', () => {
  test('lists: an array-like object is an error on 16; a Set and a generator work on both', async () => {
    await expectOutputs('lists/lists.mjs');
    const source = '{ a }';
    const rootValue = {
      a: () =>
        (function* () {
          yield 1;
        })(),
    };
    const sdl = 'type Query { a: [Int] }';
    expect(graphql15.graphqlSync({schema: graphql15.buildSchema(sdl), source, rootValue})).toEqual({
      data: {a: [1]},
    });
    expect(graphql16.graphqlSync({schema: graphql16.buildSchema(sdl), source, rootValue})).toEqual({
      data: {a: [1]},
    });
  });

  test('serialize returning null: the value on 15, an error on 16', async () => {
    await expectOutputs('serialize-null/scalar.mjs');
  });

  test('validation: 100 errors and a last one on 16; a subscription to __typename is invalid on 16', async () => {
    await expectOutputs('validation/validate.mjs');
  });

  test('a mutation without a mutation type: thrown on 15, an error in the result on 16', async () => {
    await expectOutputs('missing-root-type/mutation.mjs');
  });

  test('a \\u{…} escape: a syntax error on 15, the character on 16', async () => {
    await expectOutputs('unicode/parse.mjs');
  });

  test('a lone surrogate parses on 15 and is a syntax error on 16; the unexpected-character message changed', async () => {
    await expectOutputs('lexer/parse.mjs');
    const pair = '{ echo(text: "\\uD83D\\uDE00") }';
    expect(graphql16.print(graphql16.parse(pair))).toContain('😀');
    expect(text).toContain('`"\\uD83D\\uDE00"`, still parses');
  });

  test('lexer: a variable in a constant is named on 16; raw control characters in strings are refused by 15 only', () => {
    const messages = [graphql15, graphql16].map((g) => {
      try {
        g.parse('query Q($first: Int = $limit) { a }');
      } catch (error) {
        return (error as Error).message.replace('Syntax Error: ', '');
      }
    });
    expect(messages).toEqual(['Unexpected "$".', 'Unexpected variable "$limit" in constant value.']);
    const flat = text.replaceAll(/\s+/g, ' ');
    expect(flat).toContain(
      `a message that names it: \`${messages[1]}\`, where graphql 15 said \`${messages[0]}\``,
    );
    expect(flat).toContain('refused them with `Invalid character within String`.');
    for (let code = 0; code < 0x20; code++) {
      if ([0x09, 0x0a, 0x0d].includes(code)) continue;
      const character = String.fromCharCode(code);
      for (const quote of ['"', '"""']) {
        const source = `{ a(b: ${quote}x${character}${quote}) }`;
        expect(() => graphql15.parse(source)).toThrow('Invalid character within String');
        const field = (graphql16.parse(source).definitions[0] as graphql16.OperationDefinitionNode)
          .selectionSet.selections[0] as graphql16.FieldNode;
        expect((field.arguments![0].value as graphql16.StringValueNode).value).toBe(`x${character}`);
      }
    }
    for (const g of [graphql15, graphql16]) expect(() => g.parse('{ a(b: "x\ty") }')).not.toThrow();
  });

  test('introspection: the roots’ kind, deeper ofType, isOneOf (16.9.0), deprecated directives (16.14.0), "behavior"', async () => {
    await expectOutputs('introspection-results/introspect.mjs');
    const [query15, query16] = [graphql15.getIntrospectionQuery(), graphql16.getIntrospectionQuery()];
    expect(query15).toContain('queryType { name }');
    expect(query16).toContain('queryType { name kind }');
    expect(query16).toContain('subscriptionType { name kind }');
    expect([query15.match(/ofType/g)!.length, query16.match(/ofType/g)!.length]).toEqual([7, 9]);
    const sdl = 'input In { a: Int } input One @oneOf { a: Int b: Int } type Query { f(i: In, o: One): Int }';
    const result15 = graphql15.introspectionFromSchema(
      graphql15.buildSchema(sdl.replace(' @oneOf', '')),
    ).__schema;
    const result16 = graphql16.introspectionFromSchema(graphql16.buildSchema(sdl)).__schema;
    expect(result16.queryType).toEqual({name: 'Query', kind: 'OBJECT'});
    expect(result15.queryType).toEqual({name: 'Query'});
    const isOneOf = (types: readonly object[]) =>
      Object.fromEntries(
        types.map((type) => [(type as {name: string}).name, (type as {isOneOf?: unknown}).isOneOf]),
      );
    expect(isOneOf(result16.types)).toMatchObject({In: false, One: true, Query: null, Int: null});
    expect(Object.values(isOneOf(result15.types)).every((value) => value === undefined)).toBe(true);
    const since = JSON.parse(await readFile(path.join(siteDir, 'docs/api-since.json'), 'utf8')).symbols;
    expect(since.GraphQLInputObjectType.members.isOneOf.added).toBe('16.9.0');
    expect(since.GraphQLDirective.members.deprecationReason.added).toBe('16.14.0');
    expect(since.IntrospectionDirective.members.isDeprecated.added).toBe('16.14.0');
    const flat = text.replaceAll(/\s+/g, ' ');
    expect(flat).toContain('`null` for the others. It arrived in 16.9.0');
    expect(flat).toContain('Since 16.14.0, a directive definition can be deprecated too.');
    const [printed15, printed16] = ([graphql15, graphql16] as unknown as (typeof graphql16)[]).map((g) =>
      g.printIntrospectionSchema(g.buildSchema('type Query { a: Int }')),
    );
    for (const line of [
      'directive @oneOf on INPUT_OBJECT',
      '  isOneOf: Boolean',
      ') on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE | DIRECTIVE_DEFINITION',
      '  directives(includeDeprecated: Boolean! = false): [__Directive!]!',
      '  isDeprecated: Boolean!\n  deprecationReason: String\n}\n\n"""\nA Directive can be adjacent',
    ]) {
      expect(printed16).toContain(line);
      expect(printed15).not.toContain(line);
    }
    expect(graphql15.GraphQLSpecifiedByDirective.description).toContain('behaviour');
    expect(graphql16.GraphQLSpecifiedByDirective.description).toBe(
      graphql15.GraphQLSpecifiedByDirective.description!.replace('behaviour', 'behavior'),
    );
  });

  test('an abstract type resolved to a name the schema lacks: the message is reworded, and the page quotes both', () => {
    const messages = ([graphql15, graphql16] as unknown as (typeof graphql16)[]).map((g) => {
      const schema = g.buildSchema(
        'interface Media { title: String } type Book implements Media { title: String } type Query { media: Media }',
      );
      const result = g.graphqlSync({
        schema,
        source: '{ media { title } }',
        rootValue: {media: {__typename: 'Podcast'}},
      });
      return result.errors![0].message;
    });
    const flat = text.replaceAll(/\s+/g, ' ');
    expect(flat).toContain(`reworded, from \`${messages[0]}\` to \`${messages[1]}\``);
  });

  test('subscribe() with a query: thrown on 15, an error in the result on 16, thrown again on 17', async () => {
    await expectOutputs('subscribe-query/subscribe.mjs');
    const schema = graphql17.buildSchema('type Query { status: String } type Subscription { ticks: Int }');
    await expect(
      (async () => graphql17.subscribe({schema, document: graphql17.parse('{ status }')}))(),
    ).rejects.toThrow('Expected subscription operation.');
  });
});

describe('deprecations', () => {
  test('assertName accepts a name that begins with __, which assertValidName refuses; schema validation refuses it', () => {
    expect(() => graphql16.assertName('__meta')).not.toThrow();
    expect(() => graphql16.assertValidName('__meta')).toThrow(
      'Name "__meta" must not begin with "__", which is reserved by GraphQL introspection.',
    );
    const schema = new graphql16.GraphQLSchema({
      query: new graphql16.GraphQLObjectType({
        name: 'Query',
        fields: {__meta: {type: graphql16.GraphQLString}},
      }),
    });
    expect(graphql16.validateSchema(schema).map((error) => error.message)).toEqual([
      'Name "__meta" must not begin with "__", which is reserved by GraphQL introspection.',
    ]);
  });

  test('new Token() lost prev: the seven arguments of 15 give the value on 15 and lose it on 16; the lexer links tokens', () => {
    const make = (g: typeof graphql15 | typeof graphql16) =>
      // @ts-expect-error graphql 16 declares six parameters; code written for 15 passes seven.
      new g.Token(g.TokenKind.NAME, 0, 3, 1, 1, null, 'abc') as {value?: string};
    expect(make(graphql15).value).toBe('abc');
    expect(make(graphql16).value).toBeNull();
    const lexer = new graphql16.Lexer(new graphql16.Source('{ a }'));
    const first = lexer.advance();
    expect(lexer.advance().prev).toBe(first);
  });

  test('the deprecated functions still work on 16, print what their successors print, and are gone in 17', async () => {
    const shown = await printsShown(
      16,
      'deprecated-functions/before.mjs',
      'deprecated-functions/output.json',
    );
    await expectPrints('deprecated-functions/output.json', [[16, 'deprecated-functions/after.mjs']]);
    const on15 = (await printed(15, 'deprecated-functions/before.mjs')) as {nameError: string};
    expect({...on15, nameError: (shown as {nameError: string}).nameError}).toEqual(shown);
    expect(on15.nameError).toBe('Names must match /^[_a-zA-Z][_a-zA-Z0-9]*$/ but "1st" does not.');
    expect(text).toContain(`\`${on15.nameError}\``);
    const {deprecated} = await exportChanges(15, 16);
    const functions = [
      'formatError',
      'printError',
      'getOperationRootType',
      'assertValidName',
      'isValidNameError',
      'getVisitFn',
    ];
    expect(deprecated.map((entry) => entry.name)).toEqual(expect.arrayContaining(functions));
    for (const name of functions) expect(graphql17, name).not.toHaveProperty(name);
    // The successors: toJSON and toString are on 15.10 already, the others are new in 16.
    expect(graphql15.GraphQLError.prototype).toHaveProperty('toJSON');
    expect(graphql15.GraphQLError.prototype).toHaveProperty('toString');
    for (const name of ['assertName', 'getEnterLeaveForKind']) expect(graphql15).not.toHaveProperty(name);
    expect(graphql15.GraphQLSchema.prototype).not.toHaveProperty('getRootType');
  });

  test('GraphQLError: the options object on 16 gives the positional result; graphql 15 keeps only the message', async () => {
    await expectPrints('error-options/output.json', [
      [15, 'error-options/before.mjs'],
      [16, 'error-options/before.mjs'],
      [16, 'error-options/after.mjs'],
    ]);
    expect(await printed(15, 'error-options/after.mjs')).toEqual({message: 'Order 7 is unavailable'});
  });

  test('createSourceEventStream: both forms give the events on 16; graphql 15 refuses the object', async () => {
    expect(await printed(15, 'source-event-stream/before.mjs')).toEqual({events: [1, 2]});
    expect(await printed(16, 'source-event-stream/before.mjs')).toEqual({events: [1, 2]});
    expect(await printed(16, 'source-event-stream/after.mjs')).toEqual({events: [1, 2]});
    expect(await failureOn(15, 'source-event-stream/after.mjs')).toContain('Must provide document.');
    expect(graphql17).not.toHaveProperty('SubscriptionArgs');
  });
});

describe('new APIs', () => {
  test('@oneOf: validation takes one non-null field on 16; graphql 15 does not know it', async () => {
    await expectPrints('one-of/output-15.json', [[15, 'one-of/before.mjs']]);
    await expectPrints('one-of/output-16.json', [[16, 'one-of/after.mjs']]);
    expect(await failureOn(15, 'one-of/after.mjs')).toContain('Unknown directive "@oneOf".');
    const schema = graphql16.buildSchema('input I @oneOf { a: ID b: ID } type Query { f(i: I!): String }');
    expect(
      graphql16.graphqlSync({schema, source: '{ f(i: { a: null }) }'}).errors?.map((e) => e.message),
    ).toEqual(['Field "I.a" must be non-null.']);
    expect((schema.getType('I') as graphql16.GraphQLInputObjectType).isOneOf).toBe(true);
    expect(graphql16.getIntrospectionQuery({oneOf: true})).toContain('isOneOf');
  });

  test('schema coordinates: resolveSchemaCoordinate() finds what the hand-written lookup found', async () => {
    await expectPrints('schema-coordinates/output.json', [
      [15, 'schema-coordinates/before.mjs'],
      [16, 'schema-coordinates/after.mjs'],
    ]);
    expect(graphql16.parseSchemaCoordinate('@deprecated(reason:)').kind).toBe('DirectiveArgumentCoordinate');
  });

  test('parser limits: graphql 16 stops at maxLexicalTokens, graphql 15 ignores it; maxTokens is its alias', async () => {
    expect(await printed(15, 'parser-limits/before.mjs')).toEqual({
      refused: 'Document is 40003 characters long.',
    });
    expect(await printed(16, 'parser-limits/after.mjs')).toEqual({
      refused: 'Syntax Error: Document contains more that 1000 tokens. Parsing aborted.',
    });
    expect(await runScript(`${dir}/parser-limits/after.mjs`, [], {graphql: 15})).toBe('');
    expect(() => graphql16.parse('{ a b c }', {maxTokens: 3})).toThrow(
      'Document contains more that 3 tokens.',
    );
    expect(() => graphql16.parse('# a\n# b\n{ a }', {maxComments: 1})).toThrow('more than 1 comments');
    expect(() => graphql16.parse('{ a b c }', {maxSourceLength: 3})).toThrow('more than 3 UTF-16 code units');
    expect(graphql16.parse('{ a b }').tokenCount).toBe(4);
    expect(graphql16.print(graphql16.parse('"Load me" query Me { a }'))).toBe(
      '"Load me"\nquery Me {\n  a\n}',
    );
    expect(() => graphql15.parse('"Load me" query Me { a }')).toThrow('Syntax Error');
    const options = {experimentalDirectivesOnDirectiveDefinitions: true};
    expect(graphql16.parse('extend directive @a @b', options).definitions[0].kind).toBe('DirectiveExtension');
  });

  test('hideSuggestions: graphql 16 leaves out the suggestion, from validation and from variables; 15 ignores it', async () => {
    const hidden = ['Cannot query field "internalAuditLg" on type "Query".'];
    expect(await printed(15, 'hide-suggestions/before.mjs')).toEqual(hidden);
    expect(await printed(16, 'hide-suggestions/after.mjs')).toEqual(hidden);
    expect(await printed(15, 'hide-suggestions/after.mjs')).toEqual([
      'Cannot query field "internalAuditLg" on type "Query". Did you mean "internalAuditLog"?',
    ]);
    const result = graphql16.graphqlSync({
      schema: graphql16.buildSchema('enum E { ALPHA } type Query { f(e: E): String }'),
      source: 'query ($e: E) { f(e: $e) }',
      variableValues: {e: 'ALPHB'},
      hideSuggestions: true,
    });
    expect(result.errors?.[0].message).not.toContain('Did you mean');
    const schema = graphql16.buildSchema('type Query { abc: String }');
    expect(
      graphql16.validate(schema, graphql16.parse('{ abd }'), undefined, {hideSuggestions: true})[0].message,
    ).toBe('Cannot query field "abd" on type "Query".');
  });

  test('the new exports the table explains do what it says', () => {
    expect([graphql16.GRAPHQL_MAX_INT, graphql16.GRAPHQL_MIN_INT]).toEqual([2 ** 31 - 1, -(2 ** 31)]);
    expect(graphql16.recommendedRules).toEqual([graphql16.MaxIntrospectionDepthRule]);
    expect(graphql15.recommendedRules.map((rule) => rule.name)).toEqual(['MaxIntrospectionDepthRule']);
  });

  test('MaxIntrospectionDepthRule: graphql 15.10 runs and exports it; only its declarations leave it out', async () => {
    // As Node.js loads it for readers: its CommonJS entry point.
    const loaded = createRequire(import.meta.url)('graphql-15') as typeof graphql15 & {
      MaxIntrospectionDepthRule?: unknown;
    };
    const rule = loaded.MaxIntrospectionDepthRule;
    expect(typeof rule).toBe('function');
    expect(loaded.specifiedRules).toContain(rule);
    expect(loaded.recommendedRules).toEqual([rule]);
    const declared = (await graphqlExports(15)).map((entry) => entry.name);
    expect(declared).toContain('recommendedRules');
    expect(declared).not.toContain('MaxIntrospectionDepthRule');
    expect(text).toContain(
      'the rule behind `recommendedRules`, which graphql 15.10 already runs and exports, though its type declarations do not name it;',
    );
    expect(() => graphql16.parseConstValue('$a')).toThrow('Unexpected variable "$a" in constant value.');
    expect(graphql16.resolveObjMapThunk(() => ({a: 1}))).toEqual({a: 1});
  });
});
