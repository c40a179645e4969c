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
