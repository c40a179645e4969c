import {readFile} from 'node:fs/promises';
import * as graphql17 from 'graphql';
import {
  buildClientSchema,
  buildSchema,
  execute,
  experimentalExecuteIncrementally,
  getIntrospectionQuery,
  graphql,
  graphqlSync,
  GraphQLDeferDirective,
  GraphQLDirective,
  GraphQLSchema,
  GraphQLStreamDirective,
  Kind,
  legacyExecuteIncrementally,
  NoDeprecatedCustomRule,
  parse,
  print,
  specifiedDirectives,
  validate,
  visit,
  type ExecutionResult,
} from 'graphql';
import * as graphql15 from 'graphql-15';
import * as graphql16 from 'graphql-16';
import {createHandler} from 'graphql-http/lib/use/fetch';
import {afterEach, describe, expect, test} from 'vitest';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  example,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  runScriptOn,
  startServerScript,
  type ServerScript,
} from '../harness';

const dir = 'guides/experimental-features';
const page = 'guides/experimental-features';
const withFragmentArguments = {experimentalFragmentArguments: true};
const cardFragment = 'fragment UserCard($size: Int = 48) on User { name avatar(size: $size) }';

/** The team sample's schema and root value, as the page's scripts import them. */
async function team(): Promise<{schema: GraphQLSchema; rootValue: Record<string, unknown>}> {
  return import('../../guides/experimental-features/team.mjs');
}

/** Runs an operation against the team sample with fragment arguments on, as JSON a client receives. */
async function runTeam(source: string, variableValues?: Record<string, unknown>) {
  return asJson(await graphql({...(await team()), source, variableValues, ...withFragmentArguments}));
}

/** The type declarations of one graphql module, to check what the package itself says. */
function declarations(file: string): Promise<string> {
  return readFile(example(`../node_modules/${file}`), 'utf8');
}

describe('fragment arguments', () => {
  test('fragment-arguments.mjs prints the page output: each spread passes its own size, a bare spread gets the default', async () => {
    await expectShownOutput(
      await runScript(`${dir}/fragment-arguments.mjs`),
      `${dir}/fragment-arguments.json`,
    );
  });

  test('without the option, the same call returns a syntax error at the first spread and runs nothing', async () => {
    const source = await readSample(`${dir}/team.graphql`);
    expect(source.split('\n')[3]).toBe('      ...UserCard(size: 96)');
    const {schema} = await team();
    let resolved = false;
    const result = await graphql({schema, source, rootValue: {team: () => (resolved = true)}});
    expect(asJson(result)).toEqual({
      errors: [{message: 'Syntax Error: Expected Name, found "(".', locations: [{line: 4, column: 18}]}],
    });
    expect(resolved).toBe(false);
  });

  test('a spread may pass an operation variable; when the request leaves it out, the fragment default applies', async () => {
    const source = `query ($s: Int) { viewer { ...UserCard(size: $s) } } ${cardFragment}`;
    expect(await runTeam(source, {s: 24})).toMatchObject({
      data: {viewer: {avatar: expect.stringMatching(/size=24$/)}},
    });
    expect(await runTeam(source, {})).toMatchObject({
      data: {viewer: {avatar: expect.stringMatching(/size=48$/)}},
    });
  });

  test('a fragment variable hides an operation variable of the same name inside that fragment only; a fragment without variables still reads operation variables', async () => {
    const shadowed = await runTeam(
      'query ($size: Int = 10) { viewer { ...UserCard(size: 20) avatar(size: $size) } }' +
        ' fragment UserCard($size: Int = 48) on User { inFragment: avatar(size: $size) }',
    );
    expect(shadowed).toEqual({
      data: {
        viewer: {
          inFragment: 'https://avatars.example/2.png?size=20',
          avatar: 'https://avatars.example/2.png?size=10',
        },
      },
    });
    const plain = await runTeam(
      'query ($size: Int = 10) { viewer { ...Plain } } fragment Plain on User { avatar(size: $size) }',
    );
    expect(plain).toEqual({data: {viewer: {avatar: 'https://avatars.example/2.png?size=10'}}});
  });

  test('resolvers see nothing new: args.size is an ordinary number', async () => {
    const {schema} = await team();
    const seen: unknown[] = [];
    const user = {avatar: (args: unknown) => (seen.push(args), 'url'), name: 'Ada'};
    await graphql({
      schema,
      source: `{ viewer { ...UserCard(size: 96) } } ${cardFragment}`,
      rootValue: {viewer: user},
      ...withFragmentArguments,
    });
    expect(seen).toEqual([{size: 96}]);
  });

  test('validation checks spreads against the fragment: the messages in the table', async () => {
    const {schema} = await team();
    const errorsOf = (source: string) =>
      validate(schema, parse(source, withFragmentArguments)).map((error) => error.message);
    const cases: [string, string][] = [
      [
        `{ viewer { ...UserCard(width: 96) } } ${cardFragment}`,
        'Unknown argument "width" on fragment "UserCard".',
      ],
      [
        `{ viewer { ...UserCard(size: "large") } } ${cardFragment}`,
        'Int cannot represent non-integer value: "large"',
      ],
      [
        '{ viewer { ...UserCard } } fragment UserCard($size: Int!) on User { avatar(size: $size) }',
        'Fragment "UserCard" argument "size" of type "Int!" is required, but it was not provided.',
      ],
      [
        '{ viewer { ...UserCard } } fragment UserCard($size: Int) on User { name }',
        'Variable "$size" is never used in fragment "UserCard".',
      ],
    ];
    const text = await readPage(page);
    for (const [source, message] of cases) {
      expect(errorsOf(source)).toEqual([message]);
      expect(text).toContain(`\`${message}\``);
    }
  });

  test('print writes spreads with their arguments back out, and visit sees FragmentArgument nodes', async () => {
    const document = parse(await readSample(`${dir}/team.graphql`), withFragmentArguments);
    expect(print(document)).toContain('...UserCard(size: 96)');
    const names: string[] = [];
    visit(document, {FragmentArgument: (node) => void names.push(node.name.value)});
    expect(names).toEqual(['size', 'size']);
    expect(Kind.FRAGMENT_ARGUMENT).toBe('FragmentArgument');
  });

  describe('in a server', () => {
    let server: ServerScript | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    test('node server.mjs passes the option through graphql-http’s parse option and answers the curl command', async () => {
      server = await startServerScript(`${dir}/server.mjs`);
      expect(server.stdout).toBe('GraphQL API at http://localhost:4000/graphql\n');
      const commands = await curlCommandsIn(page);
      expect(commands).toHaveLength(1);
      expect(curlBody(commands[0]).query).toContain('...Card(size: 24)');
      expect(JSON.parse(await runCurl(commands[0], server.url))).toEqual(
        await readShownJson(`${dir}/server-response.json`),
      );
    });

    test('without the parse option, the server answers the same request with the syntax error', async () => {
      const option = '    parse: (query) => parse(query, { experimentalFragmentArguments: true }),\n';
      server = await startServerScript(`${dir}/server.mjs`, {edit: {from: option, to: ''}});
      const [command] = await curlCommandsIn(page);
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(curlBody(command)),
      });
      expect(await response.json()).toEqual({
        errors: [{message: 'Syntax Error: Expected Name, found "(".', locations: [{line: 1, column: 19}]}],
      });
    });
  });

  test('graphql 16 cannot parse spread arguments, even with allowLegacyFragmentVariables, which took variables on definitions only; 17 removed that option', async () => {
    const source = await readSample(`${dir}/team.graphql`);
    const legacy = {allowLegacyFragmentVariables: true};
    expect(() => graphql16.parse(source, legacy)).toThrow('Syntax Error: Expected Name, found "(".');
    expect(graphql16.parse('fragment A($x: Int) on User { name }', legacy).definitions).toHaveLength(1);
    expect(() => parse('fragment A($x: Int) on User { name }', legacy as never)).toThrow('Syntax Error');
    expect(await declarations('graphql-16/language/parser.d.ts')).toContain('allowLegacyFragmentVariables');
    expect(await declarations('graphql/language/parser.d.ts')).not.toContain('allowLegacyFragmentVariables');
  });

  test('a server running graphql 16 rejects such a document with a syntax error', async () => {
    const schema16 = graphql16.buildSchema(await readSample(`${dir}/schema.graphql`));
    const result = await graphql16.graphql({
      schema: schema16,
      source: await readSample(`${dir}/team.graphql`),
    });
    expect(result.errors?.map((error) => error.message)).toEqual(['Syntax Error: Expected Name, found "(".']);
  });

  test('__DirectiveLocation has FRAGMENT_VARIABLE_DEFINITION in 17 whether or not anything uses fragment arguments; 16 has not', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const source = '{ __type(name: "__DirectiveLocation") { enumValues { name } } }';
    const locations = (result: ExecutionResult) =>
      (asJson(result).data.__type.enumValues as {name: string}[]).map((value) => value.name);
    expect(locations(graphqlSync({schema: buildSchema(sdl), source}))).toContain(
      'FRAGMENT_VARIABLE_DEFINITION',
    );
    expect(locations(graphql16.graphqlSync({schema: graphql16.buildSchema(sdl), source}))).not.toContain(
      'FRAGMENT_VARIABLE_DEFINITION',
    );
  });
});

describe('disabling error propagation', () => {
  test('error-propagation.mjs prints the page output: without the directive data is null, with it the email holds the null', async () => {
    const stdout = await runScript(`${dir}/error-propagation.mjs`);
    await expectShownOutput(stdout, `${dir}/error-propagation.json`);
    const output = JSON.parse(stdout);
    // Nothing else changes: the same error, message and path.
    expect(output.withDirective.errors).toEqual(output.withoutDirective.errors);
  });

  test('graphql does not add the directive, and exports no ready-made GraphQLDirective for it', async () => {
    expect(buildSchema('type Query { a: String }').getDirective('experimental_disableErrorPropagation')).toBe(
      undefined,
    );
    const exported = Object.values(graphql17).filter((value) => value instanceof GraphQLDirective);
    expect(exported.map((directive) => directive.name)).not.toContain('experimental_disableErrorPropagation');
  });

  test('a schema that does not declare it rejects the operation in validation', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const declaration =
      'directive @experimental_disableErrorPropagation on QUERY | MUTATION | SUBSCRIPTION\n';
    expect(sdl.startsWith(declaration)).toBe(true);
    const errors = validate(
      buildSchema(sdl.replace(declaration, '')),
      parse(await readSample(`${dir}/no-propagation.graphql`)),
    );
    expect(errors.map((error) => error.message)).toEqual([
      'Unknown directive "@experimental_disableErrorPropagation".',
    ]);
  });

  test('graphql 16 accepts the declared directive and propagates as usual: data is null', async () => {
    const run = await runScriptOn(16, `${dir}/error-propagation.mjs`);
    expect(run.code).toBe(0);
    const {withDirective, withoutDirective} = JSON.parse(run.stdout);
    expect(withDirective).toEqual(withoutDirective);
    expect(withDirective.data).toBe(null);
    expect(withDirective.errors.map((error: {message: string}) => error.message)).toEqual([
      'Directory service unavailable',
    ]);
  });

  test('the playground runs no-propagation.graphql with team.mjs and shows the output with the directive', async () => {
    const shown = (await readShownJson(`${dir}/error-propagation.json`)) as {withDirective: unknown};
    expect(
      await runPlayground({
        schema: await readSample(`${dir}/schema.graphql`),
        resolvers: await readSample(`${dir}/team.mjs`),
        query: await readSample(`${dir}/no-propagation.graphql`),
        fileNames: {resolvers: 'team.mjs'},
      }),
    ).toEqual([shown.withDirective]);
  });
});

describe('deprecated directives', () => {
  const directiveSchema = async () => buildSchema(await readSample(`${dir}/directives.graphql`));

  test('directive-deprecation.mjs prints the page output: the default introspection loses the directive', async () => {
    await expectShownOutput(
      await runScript(`${dir}/directive-deprecation.mjs`),
      `${dir}/directive-deprecation.json`,
    );
  });

  test('printSchema prints the reason, and the directive keeps working', async () => {
    const schema = await directiveSchema();
    expect(graphql17.printSchema(schema)).toContain(
      '@deprecated(reason: "Use the `format` argument of date fields.") on FIELD',
    );
    expect(validate(schema, parse('{ today @dateFormat(pattern: "d MMM") }'))).toEqual([]);
  });

  test('__schema { directives } leaves deprecated directives out unless includeDeprecated: true, which adds isDeprecated and deprecationReason', async () => {
    const schema = await directiveSchema();
    const names = graphqlSync({schema, source: '{ __schema { directives { name } } }'});
    expect(asJson(names).data.__schema.directives.map((d: {name: string}) => d.name)).not.toContain(
      'dateFormat',
    );
    const all = graphqlSync({
      schema,
      source: '{ __schema { directives(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    });
    expect(asJson(all).data.__schema.directives).toContainEqual({
      name: 'dateFormat',
      isDeprecated: true,
      deprecationReason: 'Use the `format` argument of date fields.',
    });
  });

  test('getIntrospectionQuery asks for deprecated directives only with experimentalDirectiveDeprecation', () => {
    expect(getIntrospectionQuery()).not.toContain('directives(includeDeprecated: true)');
    expect(getIntrospectionQuery({experimentalDirectiveDeprecation: true})).toContain(
      'directives(includeDeprecated: true)',
    );
  });

  test('validating against a schema built from the default introspection reports Unknown directive "@dateFormat".', async () => {
    const schema = await directiveSchema();
    const client = buildClientSchema(asJson(graphqlSync({schema, source: getIntrospectionQuery()})).data);
    expect(validate(client, parse('{ today @dateFormat(pattern: "d MMM") }')).map((e) => e.message)).toEqual([
      'Unknown directive "@dateFormat".',
    ]);
  });

  test('graphql 16.15 deprecates directives in code and introspection and prints the SDL, but cannot parse it', async () => {
    const old = new graphql16.GraphQLDirective({
      name: 'dateFormat',
      locations: [graphql16.DirectiveLocation.FIELD],
      deprecationReason: 'Use the `format` argument of date fields.',
    });
    const schema16 = new graphql16.GraphQLSchema({
      query: new graphql16.GraphQLObjectType({
        name: 'Query',
        fields: {today: {type: graphql16.GraphQLString}},
      }),
      directives: [...graphql16.specifiedDirectives, old],
    });
    const client = graphql16.buildClientSchema(
      graphql16.introspectionFromSchema(schema16, {experimentalDirectiveDeprecation: true}),
    );
    expect(client.getDirective('dateFormat')?.deprecationReason).toBe(old.deprecationReason);
    const printed = graphql16.printSchema(schema16);
    expect(printed).toContain('directive @dateFormat @deprecated(');
    expect(() => graphql16.buildSchema(printed)).toThrow('Syntax Error: Expected "on", found "@".');
    const sdl = await readSample(`${dir}/directives.graphql`);
    expect(() => graphql16.buildSchema(sdl)).toThrow('Syntax Error: Expected "on", found "@".');
  });

  test('on a graphql 15 server the option\'s query fails validation: Unknown argument "includeDeprecated"', () => {
    const schema15 = graphql15.buildSchema('type Query { today: String }');
    const query = getIntrospectionQuery({experimentalDirectiveDeprecation: true});
    expect(graphql15.validate(schema15, graphql15.parse(query)).map((error) => error.message)).toContain(
      'Unknown argument "includeDeprecated" on field "__Schema.directives".',
    );
  });

  test('NoDeprecatedCustomRule reports deprecated fields, arguments, input fields and enum values, but not a deprecated directive', () => {
    const schema = buildSchema(`
      directive @old @deprecated(reason: "d") on FIELD
      enum Size { SMALL @deprecated(reason: "e") LARGE }
      input Filter { legacy: Int @deprecated(reason: "i") }
      type Query { a(x: Int @deprecated(reason: "a"), f: Filter, s: Size): String @deprecated(reason: "f") }
    `);
    const errors = validate(schema, parse('{ a(x: 1, f: { legacy: 1 }, s: SMALL) @old }'), [
      NoDeprecatedCustomRule,
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'The field Query.a is deprecated. f',
      'The argument "Query.a(x:)" is deprecated. a',
      'The input field Filter.legacy is deprecated. i',
      'The enum value "Size.SMALL" is deprecated. e',
    ]);
  });
});

describe('empty selection sets', () => {
  test('empty-selection-sets.mjs prints the page output: an empty object by default, a syntax error with the option off', async () => {
    await expectShownOutput(
      await runScript(`${dir}/empty-selection-sets.mjs`),
      `${dir}/empty-selection-sets.json`,
    );
  });

  test('the parser follows graphql-spec pull request 1227, and its allowEmptySelectionSets option is deprecated', async () => {
    const parser = await declarations('graphql/language/parser.d.ts');
    const option = parser.slice(
      parser.indexOf('If enabled (the default)'),
      parser.indexOf('allowEmptySelectionSets?'),
    );
    expect(option).toContain('https://github.com/graphql/graphql-spec/pull/1227');
    expect(option).toContain('@deprecated empty selection sets are now always allowed');
  });

  test('graphql 16 rejects such a document with the same syntax error as the option turned off', async () => {
    const shown = (await readShownJson(`${dir}/empty-selection-sets.json`)) as {
      withOptionOff: {errors: {message: string}[]};
    };
    expect(() => graphql16.parse('{ team { } }')).toThrow(shown.withOptionOff.errors[0].message);
  });
});

describe('defer and stream', () => {
  const deferSchema = () =>
    new GraphQLSchema({
      ...buildSchema('type Query { a: String b: String }').toConfig(),
      directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective],
    });
  /** The refusal as the page quotes it: the code span after "with or without the directives:". */
  const quoted = async () =>
    /with or without the directives: `([^`]*)`/.exec((await readPage(page)).replaceAll(/\s+/g, ' '))?.[1];

  test('specifiedDirectives does not include them', () => {
    expect(specifiedDirectives.map((directive) => directive.name)).not.toContain('defer');
    expect(specifiedDirectives.map((directive) => directive.name)).not.toContain('stream');
  });

  test('with either directive in the schema, execute throws and graphql rejects, for operations without them too', async () => {
    for (const directive of [GraphQLDeferDirective, GraphQLStreamDirective]) {
      const schema = new GraphQLSchema({
        ...buildSchema('type Query { a: String }').toConfig(),
        directives: [...specifiedDirectives, directive],
      });
      let thrown: unknown;
      try {
        execute({schema, document: parse('{ a }')});
      } catch (error) {
        thrown = error;
      }
      // The page quotes the whole message, not its first sentence.
      expect((thrown as Error | undefined)?.message, directive.name).toBe(await quoted());
      await expect(graphql({schema, source: '{ a }'})).rejects.toThrow((thrown as Error).message);
    }
  });

  test('graphql-http, built on execute, stops working for that schema: it answers 500', async () => {
    const handler = createHandler({schema: deferSchema()});
    const error = console.error;
    console.error = () => {};
    try {
      const response = await handler(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({query: '{ a }'}),
        }),
      );
      expect(response.status).toBe(500);
    } finally {
      console.error = error;
    }
  });

  test('experimentalExecuteIncrementally runs it, and legacyExecuteIncrementally gives the older format', async () => {
    const args = {
      schema: deferSchema(),
      document: parse('{ a ... @defer { b } }'),
      rootValue: {a: 'A', b: async () => 'B'},
    };
    const current = await experimentalExecuteIncrementally(args);
    const legacy = await legacyExecuteIncrementally(args);
    if (!('initialResult' in current) || !('initialResult' in legacy)) throw new Error('not incremental');
    expect(asJson(current.initialResult)).toEqual({
      data: {a: 'A'},
      pending: [{id: '0', path: []}],
      hasNext: true,
    });
    expect(asJson(legacy.initialResult)).toEqual({data: {a: 'A'}, hasNext: true});
    expect(asJson((await legacy.subsequentResults.next()).value)).toEqual({
      incremental: [{data: {b: 'B'}, path: []}],
      hasNext: false,
    });
  });
});
