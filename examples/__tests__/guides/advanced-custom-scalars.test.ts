import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {
  buildSchema,
  execute,
  graphql,
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLList,
  Kind,
  parse,
  parseConstValue,
  print,
  printSchema,
  validateSchema,
  type ConstValueNode,
  type ExecutionResult,
  type GraphQLScalarTypeConfig,
} from 'graphql';
import {
  GraphQLDateTime,
  GraphQLEmailAddress,
  GraphQLJSON,
  GraphQLNonNegativeInt,
  resolvers,
} from 'graphql-scalars';
import {afterAll, describe, expect, test, vi} from 'vitest';
import {
  asJson,
  copySampleFolder,
  evalModule,
  example,
  expectShownOutput,
  graphqlExports,
  readPage,
  readSample,
  readShownJson,
  runCommand,
  runNode,
  runPlayground,
  runScript,
  siteDir,
} from '../harness';
import {schema as accounts} from '../../guides/advanced-custom-scalars/accounts.mjs';
import {GraphQLPercent} from '../../guides/advanced-custom-scalars/percent.mjs';
import {schema as tasks} from '../../guides/advanced-custom-scalars/tasks.mjs';
import {GraphQLWorkEmail} from '../../guides/advanced-custom-scalars/work-email.mjs';

const dir = 'guides/advanced-custom-scalars';
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((copy) => rm(copy, {recursive: true, force: true})));
});

// ---------------------------------------------------------------------------------------------
// A probe: Percent's own functions, wrapped to record each call and to fail on request.

type Failure = 'Error' | 'GraphQLError' | 'undefined' | 'null';
type FunctionName = 'coerceOutputValue' | 'coerceInputValue' | 'coerceInputLiteral' | 'valueToLiteral';

interface Probe {
  scalar: GraphQLScalarType;
  calls: [FunctionName, ...unknown[]][];
  fail: Partial<Record<FunctionName, Failure>>;
}

function printArgument(argument: unknown): unknown {
  return argument && typeof argument === 'object' && 'kind' in argument
    ? print(argument as ConstValueNode)
    : argument;
}

function probePercent(): Probe {
  const probe: Probe = {scalar: undefined as never, calls: [], fail: {}};
  const wrap =
    (name: FunctionName) =>
    (...args: unknown[]) => {
      probe.calls.push([name, ...args.map(printArgument)]);
      const failure = probe.fail[name];
      if (failure === 'Error') throw new TypeError(`${name} refuses`);
      if (failure === 'GraphQLError') throw new GraphQLError(`${name} refuses`);
      if (failure === 'undefined') return undefined;
      if (failure === 'null') return null;
      return (GraphQLPercent[name] as (...values: unknown[]) => unknown)(...args);
    };
  probe.scalar = new GraphQLScalarType({
    name: 'Percent',
    coerceOutputValue: wrap('coerceOutputValue'),
    coerceInputValue: wrap('coerceInputValue'),
    coerceInputLiteral: wrap('coerceInputLiteral') as GraphQLScalarTypeConfig<
      unknown,
      unknown
    >['coerceInputLiteral'],
    valueToLiteral: wrap('valueToLiteral') as GraphQLScalarTypeConfig<unknown, unknown>['valueToLiteral'],
  });
  return probe;
}

/** A schema with the probe in every position: `echo(v: Percent): Percent`, `strict(v: Percent!): String`, and `tasks` with a default. */
function probeSchema(probe: Probe, defaultConfig: object = {}) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        echo: {type: probe.scalar, args: {v: {type: probe.scalar}}, resolve: (_source, {v}) => v},
        strict: {
          type: GraphQLString,
          args: {v: {type: new GraphQLNonNull(probe.scalar)}},
          resolve: (_source, {v}) => JSON.stringify(v),
        },
        tasks: {
          type: GraphQLString,
          args: {doneAtLeast: {type: probe.scalar, ...defaultConfig}},
          resolve: (_source, {doneAtLeast}) => JSON.stringify(doneAtLeast),
        },
      },
    }),
  });
}

async function run(schema: GraphQLSchema, source: string, variableValues?: Record<string, unknown>) {
  return asJson(await graphql({schema, source, variableValues}));
}

/**
 * Runs `save(data: { done: $p })` with `$p: Percent` = "50%": the probe's variable inside a literal of a
 * JSON-like scalar, whose coerceInputLiteral is `onLiteral`.
 */
async function runNestedVariable(probe: Probe, onLiteral: (node: ConstValueNode) => unknown) {
  const Json = new GraphQLScalarType({
    name: 'Json',
    coerceInputValue: (value) => value,
    coerceInputLiteral: onLiteral,
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        save: {type: GraphQLString, args: {data: {type: Json}}, resolve: (_source, {data}) => data},
        echo: {type: probe.scalar},
      },
    }),
  });
  return run(schema, 'query ($p: Percent) { save(data: { done: $p }) }', {p: '50%'});
}

// ---------------------------------------------------------------------------------------------

describe('scalars from graphql-scalars', () => {
  test('graphql-scalars 2.0.0 declares graphql ^16.0.0 || ^17.0.0 as its peer, and has about seventy scalars', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(siteDir, 'node_modules/graphql-scalars/package.json'), 'utf8'),
    );
    expect(manifest.version).toBe('2.0.0');
    expect(manifest.peerDependencies).toEqual({graphql: '^16.0.0 || ^17.0.0'});
    expect(Object.keys(resolvers).length).toBeGreaterThanOrEqual(65);
    expect(Object.keys(resolvers).length).toBeLessThanOrEqual(75);
  });

  test('each scalar is a GraphQLScalarType in resolvers under its name; most are also exported as GraphQL plus the name', async () => {
    const library = (await import('graphql-scalars')) as Record<string, unknown>;
    const entries = Object.entries(resolvers);
    for (const [name, scalar] of entries) {
      expect(scalar, name).toBeInstanceOf(GraphQLScalarType);
      expect(scalar.name).toBe(name);
    }
    const withGraphQLName = entries.filter(([name, scalar]) => library[`GraphQL${name}`] === scalar);
    expect(withGraphQLName.length).toBeGreaterThan(entries.length * 0.9);
    expect(resolvers.EmailAddress).toBe(GraphQLEmailAddress);
  });

  test('node try-accounts.mjs prints the output the page shows', async () => {
    await expectShownOutput(await runScript(`${dir}/try-accounts.mjs`), `${dir}/try-accounts.json`);
  });

  test('they use the 16 names: serialize, parseValue and parseLiteral of their own, no coerceInputLiteral or valueToLiteral; 17 takes coerceOutputValue and coerceInputValue from them', () => {
    const defaults = new GraphQLScalarType({name: 'Defaults'});
    for (const [name, scalar] of Object.entries(resolvers)) {
      expect(scalar.serialize, name).not.toBe(defaults.serialize);
      expect(scalar.parseValue, name).not.toBe(defaults.parseValue);
      expect(String(scalar.parseLiteral), name).not.toBe(String(defaults.parseLiteral));
      expect(scalar.coerceInputLiteral, name).toBeUndefined();
      expect(scalar.valueToLiteral, name).toBeUndefined();
      expect(scalar.coerceOutputValue, name).toBe(scalar.serialize);
      expect(scalar.coerceInputValue, name).toBe(scalar.parseValue);
    }
  });

  test("a literal goes to the library scalar's parseLiteral", async () => {
    const calls: unknown[] = [];
    const Spy = new GraphQLScalarType({
      ...GraphQLEmailAddress.toConfig(),
      coerceOutputValue: undefined,
      coerceInputValue: undefined,
      parseLiteral: (node, variables) => {
        calls.push(print(node));
        return GraphQLEmailAddress.parseLiteral(node, variables);
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: GraphQLString, args: {e: {type: Spy}}, resolve: (_source, {e}) => e}},
      }),
    });
    expect(await run(schema, '{ echo(e: "ada@example.com") }')).toEqual({data: {echo: 'ada@example.com'}});
    expect(calls).toEqual(['"ada@example.com"', '"ada@example.com"']);
  });

  test('they throw GraphQLErrors, passed on as they are; a plain error is wrapped in a sentence naming the type and the value', async () => {
    expect(() => GraphQLDateTime.coerceInputValue('2025-02-30T09:00:00Z')).toThrow(GraphQLError);
    const shown = (await readShownJson(`${dir}/try-accounts.json`)) as Record<
      string,
      {errors: {message: string}[]}
    >;
    expect(shown.impossibleDay.errors[0].message).toBe(
      'Variable "$at" has invalid value: DateTime cannot represent an invalid date-time-string 2025-02-30T09:00:00Z.',
    );
    expect(shown.otherDomain.errors[0].message).toMatch(
      /^Variable "\$to" has invalid value: Expected value of type "WorkEmail", but encountered error ".*"; found: "ada@gmail.com"\.$/,
    );
  });

  test('DateTime leaves a Date in data; it becomes a string only in JSON', async () => {
    const result = (await graphql({
      schema: accounts,
      source: '{ account(id: "1") { createdAt } }',
    })) as ExecutionResult<{
      account: {createdAt: unknown};
    }>;
    expect(result.data?.account.createdAt).toBeInstanceOf(Date);
    expect(GraphQLDateTime.coerceOutputValue(new Date(0))).toBeInstanceOf(Date);
    expect(asJson(result)).toEqual({data: {account: {createdAt: '2025-03-01T09:30:00.000Z'}}});
  });

  test('a scalar DateTime line read by buildSchema has no functions: values pass through unchanged', async () => {
    const sdl = buildSchema('scalar DateTime type Query { at(t: DateTime): DateTime }');
    const result = await graphql({
      schema: sdl,
      source: '{ at(t: "not a date") }',
      rootValue: {at: ({t}: {t: unknown}) => t},
    });
    expect(result).toEqual({data: {at: 'not a date'}});
  });

  test('NonNegativeInt is used as imported', () => {
    expect(GraphQLNonNegativeInt.coerceInputValue(3)).toBe(3);
    expect(() => GraphQLNonNegativeInt.coerceInputValue(-1)).toThrow(
      'Value is not a non-negative number: -1',
    );
  });
});

describe('adding your own rules to a library scalar', () => {
  test('WorkEmail defines all four functions with the 17 names', () => {
    for (const name of [
      'coerceOutputValue',
      'coerceInputValue',
      'coerceInputLiteral',
      'valueToLiteral',
    ] as const) {
      expect(typeof GraphQLWorkEmail[name], name).toBe('function');
    }
    expect(GraphQLWorkEmail.specifiedByURL).toBe(GraphQLEmailAddress.specifiedByURL);
  });

  test('without the catch, an invalid address in a literal is reported with the bare library message and no location; with it, wrapped and located', async () => {
    const source = 'mutation { remind(to: "ada", at: "2025-03-03T09:00:00Z") { to } }';
    expect(await run(accounts, source)).toEqual({
      errors: [
        {
          message:
            'Expected value of type "WorkEmail", but encountered error "Value is not a valid email address: ada"; found: "ada".',
          locations: [{line: 1, column: 23}],
        },
      ],
    });
    const copy = await copySampleFolder(dir, [
      {
        file: 'work-email.mjs',
        from: '    throw new TypeError(error.message);\n',
        to: '    throw error;\n',
      },
    ]);
    copies.push(copy);
    const code = `
      import { graphql } from 'graphql';
      import { schema } from './accounts.mjs';
      console.log(JSON.stringify(await graphql({ schema, source: ${JSON.stringify(source)} })));`;
    expect(JSON.parse(await evalModule(code, {cwd: copy}))).toEqual({
      errors: [{message: 'Value is not a valid email address: ada'}],
    });
  });
});

describe('testing a scalar', () => {
  const nodeTest = async (cwd: string) => {
    const result = await runNode(['--test', '--test-reporter=tap'], {cwd});
    const names = (status: string) =>
      [...result.stdout.matchAll(new RegExp(`^${status} \\d+ - (.+)$`, 'gm'))].map((match) => match[1]);
    return {code: result.code, passed: names('ok'), failed: names('not ok')};
  };

  test('node --test runs work-email.test.mjs, and its seven tests pass', async () => {
    await runCommand('node --test', {cwd: example(dir)});
    const result = await nodeTest(example(dir));
    expect(result).toMatchObject({code: 0, failed: []});
    expect(result.passed).toHaveLength(7);
  });

  test('without the domain check, four tests fail', async () => {
    const copy = await copySampleFolder(dir, [
      {file: 'work-email.mjs', from: 'if (!email.endsWith(`@${domain}`)) {', to: 'if (false) {'},
    ]);
    copies.push(copy);
    const result = await nodeTest(copy);
    expect(result.code).toBe(1);
    expect(result.failed).toEqual([
      'coerceInputValue accepts an address at example.com and rejects any other value',
      'coerceInputLiteral accepts a string literal, and nothing else',
      'coerceOutputValue refuses to send an address at another domain',
      'a literal at another domain fails validation, with its location',
    ]);
  });

  test("without the catch, the unit test for 'ada' fails: the library's error is not a TypeError", async () => {
    const copy = await copySampleFolder(dir, [
      {file: 'work-email.mjs', from: '    throw new TypeError(error.message);\n', to: '    throw error;\n'},
    ]);
    copies.push(copy);
    const result = await nodeTest(copy);
    expect(result.failed).toEqual([
      'coerceInputValue accepts an address at example.com and rejects any other value',
    ]);
    let thrown: unknown;
    try {
      GraphQLEmailAddress.coerceInputValue('ada');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect(thrown).not.toBeInstanceOf(TypeError);
  });

  test('parseConstValue turns text into the node coerceInputLiteral receives; print turns it back', async () => {
    expect(parseConstValue('"ada@example.com"')).toMatchObject({kind: Kind.STRING, value: 'ada@example.com'});
    expect(parseConstValue('42')).toMatchObject({kind: Kind.INT, value: '42'});
    expect(print(GraphQLWorkEmail.valueToLiteral!('ada@example.com')!)).toBe('"ada@example.com"');
  });
});

describe('the coercion matrix: the Percent example', () => {
  test('the playground runs tasks.mjs with percent.mjs and gets the output the page shows', async () => {
    expect(
      await runPlayground({
        resolvers: await readSample(`${dir}/tasks.mjs`),
        modules: {'percent.mjs': await readSample(`${dir}/percent.mjs`)},
        query: await readSample(`${dir}/tasks.graphql`),
        variables: await readSample(`${dir}/tasks-variables.json`),
        fileNames: {resolvers: 'tasks.mjs'},
      }),
    ).toEqual([await readShownJson(`${dir}/tasks.json`)]);
  });

  test('"150%" or 50 as the literal, and "0.5" as the variable, give the errors of the tables', async () => {
    const query = await readSample(`${dir}/tasks.graphql`);
    const literal = (value: string) => query.replace('doneAtLeast: "1%"', `doneAtLeast: ${value}`);
    expect((await run(tasks, literal('"150%"'), {threshold: '50%'})).errors).toEqual([
      {
        message:
          'Expected value of type "Percent", but encountered error "Percent must be a whole percentage from 0% to 100%"; found: "150%".',
        locations: [{line: 6, column: 31}],
      },
    ]);
    expect((await run(tasks, literal('50'), {threshold: '50%'})).errors?.[0].message).toBe(
      'Expected value of type "Percent", but encountered error "Percent must be a string"; found: 50.',
    );
    expect((await run(tasks, query, {threshold: '0.5'})).errors?.[0].message).toBe(
      'Variable "$threshold" has invalid value: Expected value of type "Percent", but encountered error "Percent must be a whole percentage from 0% to 100%"; found: "0.5".',
    );
  });

  test('printSchema prints the default through valueToLiteral: doneAtLeast: Percent = "0%"', () => {
    expect(printSchema(tasks)).toContain('tasks(doneAtLeast: Percent = "0%"): [Task!]!');
  });
});

describe('which function runs, and with what', () => {
  test('a result: coerceOutputValue with the resolver value, once per value, each list item on its own', async () => {
    const probe = probePercent();
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          done: {type: probe.scalar, resolve: () => 0.75},
          all: {type: new GraphQLList(probe.scalar), resolve: () => [0.2, 0]},
        },
      }),
    });
    expect(await run(schema, '{ done all }')).toEqual({data: {done: '75%', all: ['20%', '0%']}});
    expect(probe.calls).toEqual([
      ['coerceOutputValue', 0.75],
      ['coerceOutputValue', 0.2],
      ['coerceOutputValue', 0],
    ]);
  });

  test("a result of a scalar field that is a list, such as graphql-scalars' JSON: coerceOutputValue once, with the whole list", async () => {
    const outputs = vi.spyOn(GraphQLJSON, 'coerceOutputValue');
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {details: {type: GraphQLJSON, resolve: () => [0.2, 'a', {b: 0}]}},
      }),
    });
    expect(await run(schema, '{ details }')).toEqual({data: {details: [0.2, 'a', {b: 0}]}});
    expect(outputs.mock.calls).toEqual([[[0.2, 'a', {b: 0}]]]);
    vi.restoreAllMocks();
    expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
      '(each item on its own when the field is a list of the scalar, `[Percent]`; a scalar field whose resolver returns an array, such as one of type `JSON` from graphql-scalars, gets the whole array in one call)',
    );
  });

  test('a variable: coerceInputValue once with the JSON value, before any resolver runs', async () => {
    const probe = probePercent();
    const order: string[] = [];
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          tasks: {
            type: GraphQLString,
            args: {doneAtLeast: {type: probe.scalar}},
            resolve: (_source, {doneAtLeast}) => {
              order.push(`resolver after ${probe.calls.length} call(s)`);
              return String(doneAtLeast);
            },
          },
        },
      }),
    });
    expect(await run(schema, 'query ($t: Percent) { tasks(doneAtLeast: $t) }', {t: '50%'})).toEqual({
      data: {tasks: '0.5'},
    });
    expect(probe.calls).toEqual([['coerceInputValue', '50%']]);
    expect(order).toEqual(['resolver after 1 call(s)']);
  });

  test('a literal: coerceInputLiteral with the node, in validation and again in execution', async () => {
    const probe = probePercent();
    expect(await run(probeSchema(probe), '{ echo(v: "1%") }')).toEqual({data: {echo: '1%'}});
    expect(probe.calls).toEqual([
      ['coerceInputLiteral', '"1%"', false],
      ['coerceInputLiteral', '"1%"'],
      ['coerceOutputValue', 0.01],
    ]);
  });

  test("an operation variable's default: coerceInputLiteral, as for a literal", async () => {
    const probe = probePercent();
    expect(await run(probeSchema(probe), 'query ($t: Percent = "10%") { echo(v: $t) }')).toEqual({
      data: {echo: '10%'},
    });
    expect(probe.calls.map(([name, node]) => [name, node])).toEqual([
      ['coerceInputLiteral', '"10%"'],
      ['coerceInputLiteral', '"10%"'],
      ['coerceOutputValue', 0.1],
    ]);
  });

  test('default: { value }: coerceInputValue with the value as written, at schema validation and first use, then kept', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe, {default: {value: '0%'}});
    expect(validateSchema(schema)).toEqual([]);
    expect(probe.calls.map(([name, value]) => [name, value])).toEqual([['coerceInputValue', '0%']]);
    probe.calls.length = 0;
    expect(await run(schema, '{ tasks }')).toEqual({data: {tasks: '0'}});
    expect(await run(schema, '{ tasks }')).toEqual({data: {tasks: '0'}});
    expect(probe.calls).toEqual([['coerceInputValue', '0%']]);
  });

  test('default: { literal }: coerceInputLiteral with the literal, at schema validation and first use', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe, {default: {literal: parseConstValue('"20%"')}});
    expect(validateSchema(schema)).toEqual([]);
    expect(await run(schema, '{ tasks }')).toEqual({data: {tasks: '0.2'}});
    expect(await run(schema, '{ tasks }')).toEqual({data: {tasks: '0.2'}});
    expect(probe.calls.map(([name, value]) => [name, value])).toEqual([
      ['coerceInputLiteral', '"20%"'],
      ['coerceInputLiteral', '"20%"'],
    ]);
  });

  test('printSchema and introspection of a default: { value }: valueToLiteral with the value as written, each time', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe, {default: {value: '0%'}});
    validateSchema(schema);
    probe.calls.length = 0;
    printSchema(schema);
    printSchema(schema);
    await run(schema, '{ __type(name: "Query") { fields { args { defaultValue } } } }');
    expect(probe.calls).toEqual([
      ['valueToLiteral', '0%'],
      ['valueToLiteral', '0%'],
      ['valueToLiteral', '0%'],
    ]);
  });

  test('a variable inside a literal of another scalar: valueToLiteral of its type with the JSON value, before the other scalar’s coerceInputLiteral in execution', async () => {
    const probe = probePercent();
    const seen: string[] = [];
    const result = await runNestedVariable(probe, (node) => {
      seen.push(`${probe.calls.length}:${print(node)}`);
      return print(node);
    });
    expect(result).toEqual({data: {save: '{ done: "50%" }'}});
    expect(probe.calls).toEqual([
      ['coerceInputValue', '50%'],
      ['valueToLiteral', '50%'],
    ]);
    expect(seen).toEqual(['0:{  }', '2:{ done: "50%" }']);
  });

  test('the second argument: false in validation and in the error pass; true with hideSuggestions', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe);
    await graphql({schema, source: '{ echo(v: "1%") }', hideSuggestions: true});
    expect(probe.calls[0]).toEqual(['coerceInputLiteral', '"1%"', true]);
    probe.calls.length = 0;
    probe.fail.coerceInputValue = 'Error';
    await graphql({schema, source: 'query ($v: Percent) { echo(v: $v) }', variableValues: {v: '1%'}});
    expect(probe.calls).toEqual([
      ['coerceInputValue', '1%'],
      ['coerceInputValue', '1%', false],
    ]);
  });

  test('the built-in enum types use hideSuggestions to leave out "Did you mean"', async () => {
    const schema = buildSchema('enum Color { RED } type Query { paint(color: Color): String }');
    const message = async (hideSuggestions: boolean) =>
      (await graphql({schema, source: '{ paint(color: REDD) }', hideSuggestions})).errors?.[0].message;
    expect(await message(false)).toBe(
      'Value "REDD" does not exist in "Color" enum. Did you mean the enum value "RED"?',
    );
    expect(await message(true)).toBe('Value "REDD" does not exist in "Color" enum.');
  });
});

describe('when a function throws or returns undefined', () => {
  const outputCase = async (failure: Failure) => {
    const probe = probePercent();
    probe.fail.coerceOutputValue = failure;
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          done: {type: probe.scalar, resolve: () => 2},
          strictDone: {type: new GraphQLNonNull(probe.scalar), resolve: () => 2},
        },
      }),
    });
    return {nullable: await run(schema, '{ done }'), nonNull: await run(schema, '{ strictDone }')};
  };

  test('coerceOutputValue throws (Error or GraphQLError): a field error with its message; the field is null, and the null travels up', async () => {
    for (const failure of ['Error', 'GraphQLError'] as const) {
      const {nullable, nonNull} = await outputCase(failure);
      expect(nullable).toEqual({
        errors: [{message: 'coerceOutputValue refuses', locations: [{line: 1, column: 3}], path: ['done']}],
        data: {done: null},
      });
      expect(nonNull.data).toBeNull();
    }
  });

  test('coerceOutputValue returns undefined or null: a field error naming the call', async () => {
    for (const failure of ['undefined', 'null'] as const) {
      const {nullable} = await outputCase(failure);
      expect(nullable).toEqual({
        errors: [
          {
            message: `Expected \`Percent.coerceOutputValue(2)\` to return non-nullable value, returned: ${failure}`,
            locations: [{line: 1, column: 3}],
            path: ['done'],
          },
        ],
        data: {done: null},
      });
    }
    // The unprobed Percent rejects 2 with its own message.
    expect(() => GraphQLPercent.coerceOutputValue(2)).toThrow('Percent cannot represent 2');
  });

  test('coerceInputValue for a variable: the request is rejected before execution, with the three messages', async () => {
    const messages: Record<string, unknown> = {};
    for (const failure of ['Error', 'GraphQLError', 'undefined'] as const) {
      const probe = probePercent();
      probe.fail.coerceInputValue = failure;
      const result = await run(probeSchema(probe), 'query ($threshold: Percent) { echo(v: $threshold) }', {
        threshold: '0.5',
      });
      expect(result.data).toBeUndefined();
      messages[failure] = result.errors.map((error: {message: string}) => error.message);
    }
    expect(messages).toEqual({
      Error: [
        'Variable "$threshold" has invalid value: Expected value of type "Percent", but encountered error "coerceInputValue refuses"; found: "0.5".',
      ],
      GraphQLError: ['Variable "$threshold" has invalid value: coerceInputValue refuses'],
      undefined: ['Variable "$threshold" has invalid value: Expected value of type "Percent", found: "0.5".'],
    });
  });

  test('coerceInputLiteral: a validation error located at the literal; a GraphQLError as it is, located only with the node', async () => {
    const results: Record<string, unknown> = {};
    for (const failure of ['Error', 'GraphQLError', 'undefined'] as const) {
      const probe = probePercent();
      probe.fail.coerceInputLiteral = failure;
      results[failure] = await run(probeSchema(probe), '{ echo(v: "150%") }');
    }
    expect(results).toEqual({
      Error: {
        errors: [
          {
            message:
              'Expected value of type "Percent", but encountered error "coerceInputLiteral refuses"; found: "150%".',
            locations: [{line: 1, column: 11}],
          },
        ],
      },
      GraphQLError: {errors: [{message: 'coerceInputLiteral refuses'}]},
      undefined: {
        errors: [
          {message: 'Expected value of type "Percent", found: "150%".', locations: [{line: 1, column: 11}]},
        ],
      },
    });
    const located = new GraphQLScalarType({
      name: 'Located',
      coerceInputValue: (value) => value,
      coerceInputLiteral: (node) => {
        throw new GraphQLError('no', {nodes: node});
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: GraphQLString, args: {v: {type: located}}}},
      }),
    });
    expect(await run(schema, '{ echo(v: "x") }')).toEqual({
      errors: [{message: 'no', locations: [{line: 1, column: 11}]}],
    });
  });

  test('coerceInputValue for default: { value }: the schema is invalid, with the three messages', async () => {
    const messages: Record<string, string[]> = {};
    for (const failure of ['Error', 'GraphQLError', 'undefined'] as const) {
      const probe = probePercent();
      probe.fail.coerceInputValue = failure;
      probe.fail.coerceOutputValue = 'Error'; // so that GraphQL.js has no "Did you mean" to offer
      const schema = probeSchema(probe, {default: {value: '1.5'}});
      messages[failure] = validateSchema(schema).map((error) => error.message);
      expect((await graphql({schema, source: '{ tasks }'})).errors?.map((error) => error.message)).toEqual(
        messages[failure],
      );
    }
    expect(messages).toEqual({
      Error: [
        'Query.tasks(doneAtLeast:) has invalid default value: Expected value of type "Percent", but encountered error "coerceInputValue refuses"; found: "1.5".',
      ],
      GraphQLError: ['Query.tasks(doneAtLeast:) has invalid default value: coerceInputValue refuses'],
      undefined: [
        'Query.tasks(doneAtLeast:) has invalid default value: Expected value of type "Percent", found: "1.5".',
      ],
    });
  });

  test('valueToLiteral fails: printSchema throws Invalid default value; introspection gives defaultValue null and a field error', async () => {
    for (const failure of ['Error', 'GraphQLError', 'undefined'] as const) {
      const probe = probePercent();
      const schema = probeSchema(probe, {default: {value: '0%'}});
      validateSchema(schema);
      probe.fail.valueToLiteral = failure;
      expect(() => printSchema(schema), failure).toThrow('Invalid default value');
      const result = await run(
        schema,
        '{ __type(name: "Query") { fields(includeDeprecated: true) { name args { defaultValue } } } }',
      );
      const tasksField = result.data.__type.fields.find((field: {name: string}) => field.name === 'tasks');
      expect(tasksField.args).toEqual([{defaultValue: null}]);
      expect(
        result.errors.map((error: {message: string; path: unknown[]}) => [error.message, error.path]),
      ).toEqual([['Invalid default value', ['__type', 'fields', 2, 'args', 0, 'defaultValue']]]);
    }
  });
});

describe('cases outside the table', () => {
  test('an input function that returns null has accepted null: nullable argument gets null; a non-null one fails for a variable, and gets null from a literal', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe);
    probe.fail.coerceInputValue = 'null';
    expect(await run(schema, 'query ($v: Percent) { tasks(doneAtLeast: $v) }', {v: '1%'})).toEqual({
      data: {tasks: 'null'},
    });
    const nonNull = await run(schema, 'query ($v: Percent!) { echo: strict(v: $v) }', {v: '1%'});
    expect(nonNull.data).toEqual({echo: null});
    expect(nonNull.errors?.[0].message).toBe(
      'Argument "Query.strict(v:)" has invalid value: Expected variable "$v" provided to non-null type "Percent!" not to be null.',
    );
    probe.fail.coerceInputLiteral = 'null';
    expect(await run(schema, '{ strict(v: "1%") }')).toEqual({data: {strict: 'null'}});
  });

  test('without validation, a rejected literal is a field error: Argument "Query.tasks(doneAtLeast:)" has invalid value', async () => {
    const result = asJson(
      await execute({schema: tasks, document: parse('{ tasks(doneAtLeast: "150%") { title } }')}),
    );
    expect(result).toEqual({
      errors: [
        {
          message:
            'Argument "Query.tasks(doneAtLeast:)" has invalid value: Expected value of type "Percent", but encountered error "Percent must be a whole percentage from 0% to 100%"; found: "150%".',
          locations: [{line: 1, column: 22}],
          path: ['tasks'],
        },
      ],
      data: null,
    });
  });

  test('a default in the internal form gets a hint: has invalid default value: 0.5. Did you mean: "50%"?', () => {
    const schema = probeSchema(probePercent(), {default: {value: 0.5}});
    expect(validateSchema(schema).map((error) => error.message)).toEqual([
      'Query.tasks(doneAtLeast:) has invalid default value: 0.5. Did you mean: "50%"?',
    ]);
  });

  test('the deprecated defaultValue: not coerced, the resolver gets 0.5; printSchema calls coerceOutputValue', async () => {
    const probe = probePercent();
    const schema = probeSchema(probe, {defaultValue: 0.5});
    expect(validateSchema(schema)).toEqual([]);
    expect(await run(schema, '{ tasks }')).toEqual({data: {tasks: '0.5'}});
    expect(probe.calls).toEqual([]);
    expect(printSchema(schema)).toContain('tasks(doneAtLeast: Percent = "50%"): String');
    expect(probe.calls).toEqual([['coerceOutputValue', 0.5]]);
  });

  test('a failed valueToLiteral for a variable inside a literal is not reported: the other scalar gets a field without a value node', async () => {
    const probe = probePercent();
    probe.fail.valueToLiteral = 'Error';
    const received: ConstValueNode[] = [];
    const result = await runNestedVariable(probe, (node) => {
      received.push(node);
      return 'accepted';
    });
    expect(result).toEqual({data: {save: 'accepted'}});
    const last = received.at(-1)!;
    expect(last.kind).toBe(Kind.OBJECT);
    expect(last.kind === Kind.OBJECT && last.fields.map((field) => [field.name.value, field.value])).toEqual([
      ['done', undefined],
    ]);
  });
});

describe('without valueToLiteral', () => {
  test('GraphQL.js converts the external value by its JavaScript type: { x: [1, 2.5, "y", true, null] }', () => {
    const Plain = new GraphQLScalarType({name: 'Plain', coerceInputValue: (value) => value});
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          f: {
            type: GraphQLString,
            args: {a: {type: Plain, default: {value: {x: [1, 2.5, 'y', true, null]}}}},
          },
        },
      }),
    });
    expect(printSchema(schema)).toContain('f(a: Plain = { x: [1, 2.5, "y", true, null] }): String');
  });
});

describe('the deprecated names', () => {
  test('serialize, parseValue and parseLiteral (config and class), valueFromAST, astFromValue and defaultValue are deprecated', async () => {
    const exports = await graphqlExports(17);
    const byName = new Map(exports.map((exported) => [exported.name, exported]));
    for (const member of ['serialize', 'parseValue', 'parseLiteral']) {
      expect(byName.get('GraphQLScalarType')?.deprecatedMembers).toContain(`GraphQLScalarType.${member}`);
      expect(byName.get('GraphQLScalarTypeConfig')?.deprecatedMembers).toContain(
        `GraphQLScalarTypeConfig.${member}`,
      );
    }
    expect(byName.get('valueFromAST')?.deprecated).toBe(true);
    expect(byName.get('astFromValue')?.deprecated).toBe(true);
    expect(byName.get('GraphQLArgumentConfig')?.deprecatedMembers).toContain(
      'GraphQLArgumentConfig.defaultValue',
    );
    expect(byName.get('GraphQLInputFieldConfig')?.deprecatedMembers).toContain(
      'GraphQLInputFieldConfig.defaultValue',
    );
    const typings = await readFile(path.join(siteDir, 'node_modules/graphql/type/definition.d.ts'), 'utf8');
    for (const name of ['serialize', 'parseValue', 'parseLiteral']) {
      expect(typings).toContain(`\`${name}()\` will be removed in v18`);
    }
  });

  test('with both names set, GraphQL.js 17 calls the new ones; the old ones only where a new one is missing', async () => {
    const calls: string[] = [];
    const both = new GraphQLScalarType({
      name: 'Both',
      serialize: () => calls.push('serialize') && 'old',
      coerceOutputValue: () => calls.push('coerceOutputValue') && 'new',
      parseValue: () => calls.push('parseValue') && 'old',
      coerceInputValue: () => calls.push('coerceInputValue') && 'new',
      parseLiteral: () => calls.push('parseLiteral') && 'old',
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: both, args: {v: {type: both}}, resolve: (_source, {v}) => v}},
      }),
    });
    expect(await run(schema, 'query ($v: Both) { echo(v: $v) }', {v: 'x'})).toEqual({data: {echo: 'new'}});
    expect(calls).toEqual(['coerceInputValue', 'coerceOutputValue']);
    calls.length = 0;
    await run(schema, '{ echo(v: "x") }');
    expect(calls).toEqual(['parseLiteral', 'parseLiteral', 'coerceOutputValue']);
  });
});
