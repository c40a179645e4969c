import {describe, expect, test} from 'vitest';
import {readPage} from './harness';
import {loadRelease, releasePackages, type Release} from './releases';

/**
 * Every sentence that dates a feature ("since 16.15.0", "17.0 ignores it") runs on the releases on both sides
 * of the boundary it names: the last release without the feature, and the first with it. Each claim names the
 * page and the words that make it, so a page that drops or rewords the claim fails here too.
 */
interface VersionClaim {
  page: string;
  /** The claim's words on the page (whitespace collapsed). */
  says: string;
  /** Releases on which the feature is missing, and releases on which it is present. */
  without: Release[];
  with: Release[];
  /** Whether the feature works on a release. */
  present: (graphql: ReturnType<typeof loadRelease>) => boolean;
}

/** Parses a document that a limit of `options` refuses; true when the parser refused it. */
function refuses(graphql: ReturnType<typeof loadRelease>, source: string, options: object): boolean {
  try {
    graphql.parse(source, options);
    return false;
  } catch (error) {
    return /Parsing aborted/.test((error as Error).message);
  }
}

const parseLimits = (graphql: ReturnType<typeof loadRelease>) =>
  refuses(graphql, '{ a b c d e }', {maxLexicalTokens: 3}) &&
  refuses(graphql, '# one\n# two\n{ a }', {maxComments: 1}) &&
  refuses(graphql, '{ abcdefgh }', {maxSourceLength: 3});

/** Runs a document through graphql() with options that limit its parse; true when the result is the refusal. */
function graphqlRefuses(graphql: ReturnType<typeof loadRelease>, source: string, options: object): boolean {
  const schema = graphql.buildSchema('type Query { a: Int b: Int c: Int d: Int e: Int abcdefgh: Int }');
  // graphql() takes one object on every release here; an option a release lacks is ignored.
  const {errors} = graphql.graphqlSync({schema, source, ...options} as never);
  return errors?.length === 1 && /Parsing aborted/.test(errors[0].message);
}

const graphqlParseLimits = (graphql: ReturnType<typeof loadRelease>) =>
  graphqlRefuses(graphql, '{ a b c d e }', {maxLexicalTokens: 3}) &&
  graphqlRefuses(graphql, '# one\n# two\n{ a }', {maxComments: 1}) &&
  graphqlRefuses(graphql, '{ abcdefgh }', {maxSourceLength: 3});

const graphqlMaxTokens = (graphql: ReturnType<typeof loadRelease>) =>
  graphqlRefuses(graphql, '{ a b c d e }', {maxTokens: 3});

const hidesSuggestions = (graphql: ReturnType<typeof loadRelease>) => {
  const schema = graphql.buildSchema('type Query { hello: String }');
  // graphql() takes one object on every release here; an option a release lacks is ignored.
  const {errors} = graphql.graphqlSync({schema, source: '{ helo }', hideSuggestions: true} as never);
  return errors?.length === 1 && !errors[0].message.includes('Did you mean');
};

const parsesEmptySelectionSets = (graphql: ReturnType<typeof loadRelease>) => {
  try {
    graphql.parse('{ product { } }');
    return true;
  } catch {
    return false;
  }
};

const acceptsBigInt = (graphql: ReturnType<typeof loadRelease>) => {
  try {
    return graphql.GraphQLID.serialize(7n) === '7';
  } catch {
    return false;
  }
};

/** A scalar's rejection of a variable in 17's words: the scalar's message first, the value last. */
const wordsVariableErrorsAs17 = (graphql: ReturnType<typeof loadRelease>) => {
  const Day = new graphql.GraphQLScalarType({
    name: 'Day',
    parseValue: () => {
      throw new TypeError('no such day');
    },
  });
  const schema = new graphql.GraphQLSchema({
    query: new graphql.GraphQLObjectType({
      name: 'Query',
      fields: {on: {type: graphql.GraphQLString, args: {day: {type: Day}}}},
    }),
  });
  const {errors} = graphql.graphqlSync({
    schema,
    source: 'query ($day: Day) { on(day: $day) }',
    variableValues: {day: 'x'},
  });
  return (
    errors?.[0].message ===
    'Variable "$day" has invalid value: Expected value of type "Day", but encountered error "no such day"; found: "x".'
  );
};

/** `introspectionFromSchema()` gives input objects `isOneOf: false` and other types `isOneOf: null`. */
const introspectsIsOneOf = (graphql: ReturnType<typeof loadRelease>) => {
  const schema = graphql.buildSchema('input Filter { a: Int } type Query { f(filter: Filter): Int }');
  // 15's types lack the field, which is what the test looks for.
  const types: readonly {name: string; isOneOf?: boolean | null}[] =
    graphql.introspectionFromSchema(schema).__schema.types;
  const isOneOf = (name: string) => types.find((type) => type.name === name)?.isOneOf;
  return isOneOf('Filter') === false && isOneOf('Query') === null;
};

/** `@deprecated` may be placed on a directive definition, and `__Directive` says whether one is. */
const deprecatesDirectives = (graphql: ReturnType<typeof loadRelease>) => {
  const directiveFields = graphql.__Directive.getFields();
  const schemaDirectives = graphql.__Schema.getFields().directives;
  return (
    graphql.GraphQLDeprecatedDirective.locations.includes(graphql.DirectiveLocation.DIRECTIVE_DEFINITION) &&
    'isDeprecated' in directiveFields &&
    'deprecationReason' in directiveFields &&
    schemaDirectives.args.some((arg) => arg.name === 'includeDeprecated')
  );
};

const claims: VersionClaim[] = [
  {
    page: 'upgrade-guides/v15-to-v16',
    says: 'gives every type an `isOneOf`: `true` or `false` for an input object, `null` for the others. It arrived in 16.9.0',
    without: ['15.10.1', '16.8.2'],
    with: ['16.9.0', '16.15.0'],
    present: introspectsIsOneOf,
  },
  {
    page: 'upgrade-guides/v15-to-v16',
    says: 'Since 16.14.0, a directive definition can be deprecated too. `@deprecated` accepts the location `DIRECTIVE_DEFINITION`, `__Directive` has `isDeprecated` and `deprecationReason`, and the `directives` of `__Schema` take `includeDeprecated`.',
    without: ['15.10.1', '16.13.2'],
    with: ['16.14.0', '16.15.0'],
    present: deprecatesDirectives,
  },
  {
    page: 'guides/operation-complexity-controls',
    says: 'The three options arrived in graphql 17.1.0 and 16.15.0; graphql 17.0 and 16.14 accept them without a word',
    without: ['16.14.2', '17.0.0'],
    with: ['16.15.0', '17.1.0'],
    present: parseLimits,
  },
  {
    page: 'guides/ast-tooling',
    says: '`maxLexicalTokens`, `maxComments` and `maxSourceLength` arrived in graphql 17.1.0 (and 16.15.0): graphql 17.0 ignores them without a word',
    without: ['16.14.2', '17.0.0'],
    with: ['16.15.0', '17.1.0'],
    present: parseLimits,
  },
  {
    page: 'upgrade-guides/v16-to-v17',
    says: '`graphql()` applies the parse limits `maxLexicalTokens`, `maxComments` and `maxSourceLength` from 17.1.0 on: graphql 17.0.0 ignores them without a word, and runs the whole document.',
    without: ['16.15.0', '17.0.0'],
    with: ['17.1.0'],
    present: graphqlParseLimits,
  },
  {
    page: 'upgrade-guides/v16-to-v17',
    says: '[`maxTokens`](/api/interface/GraphQLArgs#maxTokens), which 17.0.0 applies, is deprecated in 17.1.0',
    without: ['16.14.2', '16.15.0'],
    with: ['17.0.0', '17.1.0'],
    present: graphqlMaxTokens,
  },
  {
    page: 'guides/operation-complexity-controls',
    says: 'From graphql 17.1.0 on, the [`graphql`](/api/function/graphql) function accepts them too',
    without: ['16.15.0', '17.0.0'],
    with: ['17.1.0'],
    present: graphqlParseLimits,
  },
  {
    page: 'guides/ast-tooling',
    says: "`graphql` takes `maxLexicalTokens` from 17.1.0 on, as `parse` does: graphql 17.0's `graphql` ignores it too.",
    without: ['17.0.0'],
    with: ['17.1.0'],
    present: graphqlParseLimits,
  },
  {
    page: 'upgrade-guides/v15-to-v16',
    says: 'They arrived in 16.15.0: earlier 16.x releases ignore them without a word.',
    without: ['15.10.1', '16.14.2'],
    with: ['16.15.0'],
    present: parseLimits,
  },
  {
    page: 'guides/ast-tooling',
    says: 'and refuses empty selection sets, which 17.1.0 parses by default.',
    without: ['16.15.0', '17.0.0'],
    with: ['17.1.0'],
    present: parsesEmptySelectionSets,
  },
  {
    page: 'guides/experimental-features',
    says: 'and it does so by default; graphql 17.0 still refused them.',
    without: ['17.0.0'],
    with: ['17.1.0'],
    present: parsesEmptySelectionSets,
  },
  {
    page: 'upgrade-guides/v16-to-v17',
    says: 'was a syntax error in graphql 16, and still is in 17.0. graphql 17.1.0 follows',
    without: ['16.15.0', '17.0.0'],
    with: ['17.1.0'],
    present: parsesEmptySelectionSets,
  },
  {
    page: 'guides/production-and-security',
    says: 'The `hideSuggestions` option, in graphql 17 and since 16.15.0, removes the "Did you mean" part.',
    without: ['16.14.2'],
    with: ['16.15.0', '17.0.0', '17.1.0'],
    present: hidesSuggestions,
  },
  {
    page: 'upgrade-guides/v15-to-v16',
    says: 'It arrived in 16.15.0; earlier 16.x releases ignore it.',
    without: ['15.10.1', '16.14.2'],
    with: ['16.15.0'],
    present: hidesSuggestions,
  },
  {
    page: 'tutorials/basic-types',
    says: 'BigInts are accepted since graphql 17.0.0. graphql 16 refuses a BigInt for every built-in scalar',
    without: ['16.15.0'],
    with: ['17.0.0', '17.1.0'],
    present: acceptsBigInt,
  },
  {
    page: 'guides/custom-scalars',
    says: 'located at `$after` as well. The wording changed in 17.0.',
    without: ['16.14.2', '16.15.0'],
    with: ['17.0.0', '17.1.0'],
    present: wordsVariableErrorsAs17,
  },
];

describe('version sentences hold on the releases on both sides of their boundary', () => {
  for (const claim of claims) {
    test(`${claim.page}: “${claim.says}”`, async () => {
      expect((await readPage(claim.page)).replaceAll(/\s+/g, ' ')).toContain(claim.says);
      for (const release of claim.without) expect(claim.present(loadRelease(release)), release).toBe(false);
      for (const release of claim.with) expect(claim.present(loadRelease(release)), release).toBe(true);
    });
  }
});

test('16 refuses a BigInt for every built-in scalar with the message the tutorial quotes; 17 accepts it', () => {
  const [graphql16, graphql17] = [loadRelease('16.15.0'), loadRelease('17.1.0')];
  const scalars = graphql16.specifiedScalarTypes;
  expect(scalars.map((scalar) => scalar.name)).toEqual(['String', 'Int', 'Float', 'Boolean', 'ID']);
  for (const scalar of scalars) expect(() => scalar.serialize(7n), scalar.name).toThrow();
  expect(() => graphql16.GraphQLID.serialize(7n)).toThrow('ID cannot represent value: 7');
  for (const scalar of graphql17.specifiedScalarTypes)
    expect(() => scalar.coerceOutputValue(7n), scalar.name).not.toThrow();
});

test('every release in the matrix is installed as the version it claims', () => {
  for (const release of Object.keys(releasePackages) as Release[])
    expect(loadRelease(release).version).toBe(release);
});
