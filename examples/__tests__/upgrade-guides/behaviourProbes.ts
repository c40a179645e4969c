import {createRequire} from 'node:module';
import type * as GraphQL from 'graphql';
import {majorRelease, type GraphQLMajor} from '../harness';
import {loadRelease, releasePackages} from '../releases';

/**
 * The same operations, run on each installed major of graphql: building schemas from SDL and from
 * introspection, defaults, validation, execution, subscriptions, printing, introspection output, lexer and
 * parser errors, and module resolution. The upgrade guides' tests run each probe on the two majors of their
 * guide and require every difference to be explained on the page, or listed as one no user can see.
 */

const require = createRequire(import.meta.url);

interface ProbeContext {
  g: typeof GraphQL;
  /** The installed package's name, for probes of module resolution. */
  pkg: string;
}

/** What an operation gave: its value as JSON, or the message it threw. */
function outcome(run: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(run() ?? null));
  } catch (error) {
    return {throws: (error as Error).message};
  }
}

async function asyncOutcome(run: () => unknown): Promise<unknown> {
  try {
    return JSON.parse(JSON.stringify((await run()) ?? null));
  } catch (error) {
    return {throws: (error as Error).message};
  }
}

const defaultsSdl = `
  type Query { f(a: Int = 3, list: [Int] = 1, input: In = {x: 1}): Int }
  input In { x: Int = 5 }
`;

/** The default values a built schema holds for an argument and an input field, as a user's code reads them. */
function readDefaults(schema: GraphQL.GraphQLSchema) {
  const field = schema.getQueryType()!.getFields().f;
  const inputField = (schema.getType('In') as GraphQL.GraphQLInputObjectType).getFields().x;
  return {
    argumentDefaultValue: field.args[0].defaultValue ?? null,
    inputFieldDefaultValue: inputField.defaultValue ?? null,
  };
}

const introspectDefaults = (g: typeof GraphQL, schema: GraphQL.GraphQLSchema) =>
  g.graphqlSync({schema, source: '{ __type(name: "Query") { fields { args { name defaultValue } } } }'});

/*
 * Broad probes: not chosen around a known difference, but the same everyday operations on every major, so that
 * a difference nobody looked for shows up here. Printed text is compared without its last newline, which one
 * probe of its own compares (graphql 16 dropped it), so that the newline does not hide other differences.
 */

/** A schema that uses the type system as graphql 14 already knew it. */
const richSdl = `
schema { query: Query mutation: Mutation subscription: Subscription }

"""Caches a field or a type."""
directive @cached(seconds: Int = 60, scope: Scope = PUBLIC) on FIELD_DEFINITION | OBJECT

directive @tag(name: String!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT | QUERY

"""A point in time, as an ISO 8601 string."""
scalar DateTime

"""Something with an ID."""
interface Node {
  id: ID!
}

interface Named {
  name(upper: Boolean = false): String
}

"""A person."""
type Person implements Node & Named @cached {
  id: ID!
  name(upper: Boolean = false): String
  "When the person was born."
  born: DateTime
  friends(first: Int = 10, after: String): [Person!]! @cached(seconds: 5)
  role: Role
  oldName: String @deprecated(reason: "Use \`name\`.")
  legacy: String @deprecated
}

type Robot implements Node {
  id: ID!
  model: String
}

union Being = Person | Robot

"""How a person takes part."""
enum Role {
  ADMIN
  "Can edit."
  EDITOR
  VIEWER @deprecated(reason: "Everyone can view.")
  GUEST @deprecated
}

enum Scope {
  PUBLIC
  PRIVATE
}

"""Which people to list."""
input PersonFilter {
  name: String = "anon"
  roles: [Role!] = [ADMIN, EDITOR]
  bornAfter: DateTime
  range: Range = {from: 1, to: 2}
}

input Range {
  from: Int = 0
  to: Int
}

type Query {
  node(id: ID!): Node
  person(id: ID!): Person
  beings(filter: PersonFilter = {name: "x", roles: [VIEWER]}, limit: Int! = 5): [Being]
  echo(n: Int, s: String, list: [Int!], filter: PersonFilter): String
}

type Mutation {
  rename(id: ID!, name: String!): Person
}

type Subscription {
  personAdded: Person
  tick: Int
}
`;

/** The schema language graphql 15 added, one feature per schema: each builds, or fails, on its own. */
const featureSdls: Record<string, string> = {
  'a schema with a description': '"""The API."""\nschema { query: Query }\ntype Query { a: Int }',
  'a scalar with @specifiedBy':
    'scalar Url @specifiedBy(url: "https://example.com/url-spec")\ntype Query { a: Url }',
  'a repeatable directive':
    'directive @tag(name: String) repeatable on FIELD_DEFINITION\ntype Query { a: Int @tag(name: "x") @tag(name: "y") }',
  'an interface that implements an interface':
    'interface Node { id: ID! }\ninterface Resource implements Node { id: ID! url: String }\ntype File implements Resource & Node { id: ID! url: String }\ntype Query { file: File resource: Resource }',
  'deprecated arguments and input fields':
    'input In { old: Int @deprecated(reason: "Use `new`.") new: Int }\ntype Query { f(old: Int @deprecated, new: Int, in: In): Int }',
};

const schemas: Record<string, string> = {'the rich schema': richSdl, ...featureSdls};

const withoutLastNewline = (text: string) => text.replace(/\n$/, '');

/** Per schema: its printed SDL, its introspection, and the SDL of the schema rebuilt from that introspection. */
const schemaProbes = Object.fromEntries(
  Object.entries(schemas).flatMap(([label, sdl]) => [
    [
      `printSchema: ${label}`,
      ({g}: ProbeContext) => outcome(() => withoutLastNewline(g.printSchema(g.buildSchema(sdl)))),
    ],
    [
      `introspectionFromSchema: ${label}`,
      ({g}: ProbeContext) => outcome(() => g.introspectionFromSchema(g.buildSchema(sdl))),
    ],
    [
      `buildClientSchema: ${label}, printed`,
      ({g}: ProbeContext) =>
        outcome(() =>
          withoutLastNewline(
            g.printSchema(g.buildClientSchema(g.introspectionFromSchema(g.buildSchema(sdl)))),
          ),
        ),
    ],
  ]),
);

/** Each specified rule's typical violation, validated against the rich schema: rule name → operation. */
const violations: Record<string, string> = {
  ExecutableDefinitions: 'type T { a: Int } { person(id: 1) { id } }',
  UniqueOperationNames: 'query A { person(id: 1) { id } } query A { person(id: 2) { id } }',
  LoneAnonymousOperation: '{ person(id: 1) { id } } query B { person(id: 2) { id } }',
  SingleFieldSubscriptions: 'subscription S { personAdded { id } tick }',
  KnownTypeNames: '{ person(id: 1) { ... on Persn { id } } }',
  FragmentsOnCompositeTypes: 'fragment F on Role { id } { person(id: 1) { ...F } }',
  VariablesAreInputTypes: 'query ($p: Person) { echo(s: $p) }',
  ScalarLeafs: '{ person(id: 1) person2: person(id: 2) { id { x } } }',
  FieldsOnCorrectType: '{ person(id: 1) { nam } node(id: 1) { name } }',
  UniqueFragmentNames: 'fragment F on Person { id } fragment F on Person { name } { person(id: 1) { ...F } }',
  KnownFragmentNames: '{ person(id: 1) { ...Missing } }',
  NoUnusedFragments: 'fragment F on Person { id } { person(id: 1) { id } }',
  PossibleFragmentSpreads: '{ person(id: 1) { ... on Robot { model } } }',
  NoFragmentCycles: 'fragment A on Person { ...B } fragment B on Person { ...A } { person(id: 1) { ...A } }',
  UniqueVariableNames: 'query ($a: ID!, $a: ID!) { person(id: $a) { id } }',
  NoUndefinedVariables: 'query Q { person(id: $a) { id } }',
  NoUnusedVariables: 'query Q($a: ID) { person(id: 1) { id } }',
  KnownDirectives: '{ person(id: 1) @unknown { id } echo @cached }',
  UniqueDirectivesPerLocation: '{ person(id: 1) @skip(if: true) @skip(if: false) { id } }',
  KnownArgumentNames: '{ person(id: 1, idd: 2) { id } echo @skip(iff: true) }',
  UniqueArgumentNames: '{ person(id: 1, id: 2) { id } }',
  ValuesOfCorrectType:
    '{ person(id: 1.5) { id } beings(filter: {name: 3, roles: [WRONG], range: {from: "a"}, extra: 1}) { __typename } echo(n: 2147483648) }',
  ProvidedRequiredArguments: '{ person { id } e: echo @skip }',
  VariablesInAllowedPosition: 'query ($id: ID, $l: [Int]) { person(id: $id) { id } echo(list: $l) }',
  OverlappingFieldsCanBeMerged: '{ person(id: 1) { x: id x: name } echo(n: 1) echo(n: 2) }',
  UniqueInputFieldNames: '{ beings(filter: {name: "a", name: "b"}) { __typename } }',
};

/** The name of the probe that validates `rule`'s typical violation. */
export const validationProbe = (rule: keyof typeof violations) => `validate: a violation of ${rule}`;

const validationProbes = Object.fromEntries(
  Object.entries(violations).map(([rule, source]) => [
    validationProbe(rule as keyof typeof violations),
    ({g}: ProbeContext) =>
      outcome(() => g.validate(g.buildSchema(richSdl), g.parse(source)).map((error) => error.message)),
  ]),
);

const executionSdl = `
  type Query {
    a: Int
    b: Int
    fails: String
    rejects: String
    returnsError: String
    throwsString: String
    outer: Outer
    list: [Item!]
    required: Int!
    being: Being
    beings: [Being]
    echo(n: Int = 1, in: In = {x: 2}, list: [Int!], req: In): String
    big: Int
    text: String
    role: Role
  }
  type Outer { inner: Inner }
  type Inner { value: Int! other: Int }
  type Item { id: Int! }
  type Person { name: String }
  type Robot { model: String }
  union Being = Person | Robot
  enum Role { ADMIN VIEWER }
  input In { x: Int = 3, y: String, z: [Int!]! = [1] }
`;

const executionRoot = {
  a: () => 1,
  b: () => 2,
  fails: () => {
    throw new Error('fails');
  },
  rejects: () => Promise.reject(new Error('rejects')),
  returnsError: () => new Error('returned'),
  throwsString: () => {
    throw 'a string';
  },
  outer: () => ({inner: {value: null, other: 1}}),
  list: () => [{id: 1}, null, {id: 3}],
  required: () => null,
  being: () => ({__typename: 'Robot', model: 'R2'}),
  beings: () => [{__typename: 'Person', name: 'Ada'}, {__typename: 'Alien'}, {name: 'x'}],
  echo: (args: unknown) => JSON.stringify(args),
  big: () => 2 ** 31,
  text: () => ({an: 'object'}),
  role: () => 'OWNER',
};

/** Operations run with graphql() on a schema built from SDL: label → source and variables. */
const executions: Record<
  string,
  {source: string; variableValues?: Record<string, unknown>; operationName?: string}
> = {
  'resolvers that throw, reject, return an error and throw a string': {
    source: '{ a fails rejects returnsError throwsString b }',
  },
  'a null in a non-null field bubbles to its parent': {source: '{ outer { inner { value other } } a }'},
  'a null in a non-null list item bubbles to the list': {source: '{ list { id } a }'},
  'a null in a non-null root field nulls the data': {source: '{ a required }'},
  'abstract types resolved by __typename': {
    source: '{ being { ... on Robot { model } } beings { __typename ... on Person { name } } }',
  },
  'default values of arguments, input fields and variables': {
    source:
      'query ($n: Int = 5, $in: In = {y: "v"}) { d: echo e: echo(n: $n, in: $in) f: echo(in: {y: "w"}) }',
  },
  'a variable of the wrong type': {source: 'query ($n: Int) { echo(n: $n) }', variableValues: {n: 'x'}},
  'a missing non-null variable': {source: 'query ($n: Int!) { echo(n: $n) }', variableValues: {}},
  'a variable with an unknown input field and a missing required one': {
    source: 'query ($in: In!) { echo(req: $in) }',
    variableValues: {in: {x: 1, w: 2, z: null}},
  },
  'a variable list with a null item': {
    source: 'query ($l: [Int!]) { echo(list: $l) }',
    variableValues: {l: [1, null]},
  },
  'a variable given a single value for a list': {
    source: 'query ($l: [Int!]) { echo(list: $l) }',
    variableValues: {l: 4},
  },
  'results the scalars and enums cannot serialize': {source: '{ big text role }'},
  'two operations and no operation name': {source: 'query A { a } query B { b }'},
  'an unknown operation name': {source: 'query A { a }', operationName: 'B'},
};

const executionProbes = Object.fromEntries(
  Object.entries(executions).map(([label, request]) => [
    `execute: ${label}`,
    async ({g}: ProbeContext) =>
      asyncOutcome(() =>
        g.graphql({schema: g.buildSchema(executionSdl), rootValue: executionRoot, ...request}),
      ),
  ]),
);

/** A union resolved by isTypeOf and an interface by a resolveType that returns a name, built in code. */
function codeFirstAbstractSchema(g: typeof GraphQL, resolveType: (value: {kind: string}) => unknown) {
  const Named = new g.GraphQLInterfaceType({
    name: 'Named',
    fields: {name: {type: g.GraphQLString}},
    resolveType: resolveType as never,
  });
  const Cat = new g.GraphQLObjectType({
    name: 'Cat',
    interfaces: [Named],
    fields: {name: {type: g.GraphQLString}},
    isTypeOf: (value: {kind: string}) => value.kind === 'cat',
  });
  const Dog = new g.GraphQLObjectType({
    name: 'Dog',
    interfaces: [Named],
    fields: {name: {type: g.GraphQLString}},
    isTypeOf: (value: {kind: string}) => value.kind === 'dog',
  });
  const Pet = new g.GraphQLUnionType({name: 'Pet', types: [Cat, Dog]});
  const pets = [
    {kind: 'cat', name: 'Tom'},
    {kind: 'dog', name: 'Rex'},
    {kind: 'fish', name: 'Nemo'},
  ];
  return new g.GraphQLSchema({
    query: new g.GraphQLObjectType({
      name: 'Query',
      fields: {
        pets: {type: new g.GraphQLList(Pet), resolve: () => pets},
        named: {type: new g.GraphQLList(Named), resolve: () => pets},
      },
    }),
  });
}

const abstractSource = '{ pets { __typename ... on Cat { name } } named { __typename name } }';

const abstractProbes = {
  'execute: isTypeOf, and resolveType returning a name': ({g}: ProbeContext) =>
    asyncOutcome(() =>
      g.graphql({
        schema: codeFirstAbstractSchema(g, (value) => ({cat: 'Cat', dog: 'Dog'})[value.kind]),
        source: abstractSource,
      }),
    ),
  'execute: resolveType returning nothing, and isTypeOf': ({g}: ProbeContext) =>
    asyncOutcome(() =>
      g.graphql({schema: codeFirstAbstractSchema(g, () => undefined), source: abstractSource}),
    ),
};

/** Malformed documents, each parsed on its own: the syntax error's message and location. */
const malformed = [
  '',
  '# only a comment',
  '{',
  '{ a',
  '{ a }}',
  '{ a(',
  '{ a(b: ) }',
  '{ a(b: 1.) }',
  '{ a(b: .5) }',
  '{ a(b: 0x1) }',
  '{ a(b: 01) }',
  '{ a(b: 1e) }',
  '{ a(b: 1.2.3) }',
  '{ a(b: "x\ny") }',
  '{ a(b: "\\q") }',
  '{ a(b: "\\u12G4") }',
  '{ a(b: """abc) }',
  '{ a(b: [1, 2) }',
  '{ a(b: {c 1}) }',
  '{ a(b: $) }',
  '{ a @ }',
  '{ a: }',
  '{ ...on }',
  '{ ... }',
  'query',
  'query Q(',
  'query Q($a) { a }',
  'query Q($a: Int = $b) { a }',
  'fragment on on T { a }',
  'fragment F on T',
  'mutation { a } extra',
  '\u0007',
  '{ a(b: "\u0000") }',
  'type T',
  'type T {}',
  'type T implements A B { a: Int }',
  'type T implements & A { a: Int }',
  'extend',
  'extend type T',
  'schema { query }',
  'union U = | A | B',
  'enum E { true }',
  'directive @d on UNKNOWN_LOCATION',
  'directive @d(a: Int) FIELD',
  'input I { a: Int = $v }',
];

function syntaxOutcome(g: typeof GraphQL, source: string): unknown {
  try {
    return {parsed: withoutLastNewline(g.print(g.parse(source)))};
  } catch (error) {
    const {message, locations} = error as GraphQL.GraphQLError;
    return {throws: message, locations: locations ?? null};
  }
}

/** The name of the probe that parses one of the malformed documents. */
export const parseProbe = (source: string) => `parse: ${JSON.stringify(source)}`;

const parserProbes = Object.fromEntries(
  malformed.map((source) => [parseProbe(source), ({g}: ProbeContext) => syntaxOutcome(g, source)]),
);

const broadProbes: Record<string, (context: ProbeContext) => unknown> = {
  ...schemaProbes,
  'printSchema: whether the text ends with a newline': ({g}: ProbeContext) =>
    g.printSchema(g.buildSchema('type Query { a: Int }')).endsWith('\n'),
  'printIntrospectionSchema: the introspection types': ({g}: ProbeContext) =>
    outcome(() => withoutLastNewline(g.printIntrospectionSchema(g.buildSchema(richSdl)))),
  'getIntrospectionQuery: with default options': ({g}: ProbeContext) => g.getIntrospectionQuery(),
  ...validationProbes,
  ...executionProbes,
  ...abstractProbes,
  ...parserProbes,
};

/** Each probe: a name (stable: the guides' tests refer to it) and what it runs. */
export const probes: Record<string, (context: ProbeContext) => unknown> = {
  'buildSchema: defaults of arguments and input fields': ({g}) =>
    outcome(() => readDefaults(g.buildSchema(defaultsSdl))),
  'buildClientSchema: defaults of arguments and input fields': ({g}) =>
    outcome(() => readDefaults(g.buildClientSchema(g.introspectionFromSchema(g.buildSchema(defaultsSdl))))),
  'extendSchema: defaults of added arguments': ({g}) =>
    outcome(() => {
      const base = g.buildSchema('type Query { a: Int }');
      const extended = g.extendSchema(base, g.parse('extend type Query { b(n: Int = 7): Int }'));
      return extended.getQueryType()!.getFields().b.args[0].defaultValue ?? null;
    }),
  'introspection: defaultValue strings of arguments': ({g}) =>
    outcome(() => introspectDefaults(g, g.buildSchema(defaultsSdl))),
  'validateSchema: one type as two root types': ({g}) =>
    outcome(() =>
      g
        .validateSchema(g.buildSchema('schema { query: Q mutation: Q } type Q { a: Int }'))
        .map((e) => e.message),
    ),
  'validateSchema: enum values named true, false and null': ({g}) =>
    outcome(() =>
      g
        .validateSchema(
          new g.GraphQLSchema({
            query: new g.GraphQLObjectType({
              name: 'Query',
              fields: {
                e: {type: new g.GraphQLEnumType({name: 'E', values: {true: {}, false: {}, null: {}}})},
              },
            }),
          }),
        )
        .map((e) => e.message),
    ),
  'printSchema: a type named Mutation that is not the mutation root': ({g}) =>
    outcome(() => {
      const built = g.buildSchema('type Query { a: Mutation } type Mutation { b: Int }');
      return g.printSchema(
        new g.GraphQLSchema({query: built.getQueryType(), types: [built.getType('Mutation')!]}),
      );
    }),
  'print: object values': ({g}) => outcome(() => g.print(g.parse('{ f(a: {x: 1, y: [1, 2]}) }'))),
  'parse: an empty selection set': ({g}) => outcome(() => g.print(g.parse('{ a { } }'))),
  'parse: an empty selection set with allowEmptySelectionSets false': ({g}) =>
    outcome(() => g.print(g.parse('{ a { } }', {allowEmptySelectionSets: false} as GraphQL.ParseOptions))),
  'lexer: a lone surrogate escape in a string': ({g}) =>
    outcome(() => g.print(g.parse('{ f(a: "\\uD800") }'))),
  'lexer: an unexpected character': ({g}) => outcome(() => g.parse('{ a ? }')),
  'parse: an unterminated string': ({g}) => outcome(() => g.parse('{ f(a: "abc) }')),
  'specifiedRules: holds MaxIntrospectionDepthRule': ({g}) =>
    outcome(() => g.specifiedRules.map((rule) => rule.name).includes('MaxIntrospectionDepthRule')),
  'validate: introspection nested deeper than three levels of fields': ({g}) =>
    outcome(() =>
      g
        .validate(
          g.buildSchema('type Query { a: Int }'),
          g.parse('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }'),
        )
        .map((e) => e.message),
    ),
  'validate: a subscription on a schema without a subscription type': ({g}) =>
    outcome(() =>
      g.validate(g.buildSchema('type Query { a: Int }'), g.parse('subscription { a }')).map((e) => e.message),
    ),
  'execute: a non-null field fails while a sibling is pending': async ({g}) => {
    const started: string[] = [];
    const schema = g.buildSchema('type Query { slow: Obj fail: Int! } type Obj { child: Int }');
    const rootValue = {
      fail: () => {
        throw new Error('boom');
      },
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {
          child: () => {
            started.push('child');
            return 1;
          },
        };
      },
    };
    const result = await g.graphql({schema, source: '{ slow { child } fail }', rootValue});
    await new Promise((resolve) => setTimeout(resolve, 20));
    return JSON.parse(JSON.stringify({data: result.data ?? null, started}));
  },
  'subscribe: a resolver that returns no async iterable': async ({g}) =>
    asyncOutcome(() =>
      g.subscribe({
        schema: g.buildSchema('type Query { a: Int } type Subscription { s: Int }'),
        document: g.parse('subscription { s }'),
        rootValue: {s: () => 5},
      }),
    ),
  'subscribe: a query document': async ({g}) =>
    asyncOutcome(() =>
      g.subscribe({
        schema: g.buildSchema('type Query { a: Int } type Subscription { s: Int }'),
        document: g.parse('{ a }'),
      }),
    ),
  'module resolution: require("<graphql>/package.json")': ({pkg}) => {
    try {
      return typeof require(`${pkg}/package.json`).version;
    } catch (error) {
      // The message names this machine's path; the code is what a reader's Node.js reports too.
      return {throws: (error as NodeJS.ErrnoException).code};
    }
  },
  'Token: a token made with graphql 15’s seven arguments': ({g}) =>
    outcome(() => {
      const make = g.Token as unknown as new (...args: unknown[]) => {value?: string};
      return new make(g.TokenKind.NAME, 0, 3, 1, 1, null, 'abc').value ?? null;
    }),
  'assertValidName and assertName: a name that begins with __': ({g}) =>
    outcome(() =>
      ['assertValidName', 'assertName'].map((name) => {
        const check = (g as unknown as Record<string, ((value: string) => unknown) | undefined>)[name];
        return check ? outcome(() => check('__meta')) : 'not exported';
      }),
    ),
  ...broadProbes,
};

/** Runs every probe on one major. */
export async function runProbes(major: GraphQLMajor): Promise<Record<string, unknown>> {
  const release = majorRelease[major];
  const context = {g: loadRelease(release), pkg: releasePackages[release]};
  const results: Record<string, unknown> = {};
  for (const [name, probe] of Object.entries(probes)) results[name] = await probe(context);
  return results;
}

/** The probes whose results differ between two majors, with both results. */
export async function probeDifferences(older: GraphQLMajor, newer: GraphQLMajor) {
  const [before, after] = await Promise.all([runProbes(older), runProbes(newer)]);
  return Object.keys(probes)
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({name, before: before[name], after: after[name]}));
}
