import {
  buildSchema,
  graphql,
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  print,
  printSchema,
  type ConstValueNode,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  asJson,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
} from '../harness';
import {GraphQLDateTime} from '../../guides/custom-scalars/date-time.mjs';
import {GraphQLJSON} from '../../guides/custom-scalars/json.mjs';
import {schema} from '../../guides/custom-scalars/schema.mjs';

const dir = 'guides/custom-scalars';

/** Runs `node run.mjs <args>` in the sample's folder, as the page tells readers to, and parses its output. */
const coercers = ['coerceOutputValue', 'coerceInputValue', 'coerceInputLiteral', 'valueToLiteral'] as const;

/**
 * Records every call of the two scalars' coercion functions, in order, as `[scalar, function, argument]`;
 * a literal argument is printed as GraphQL.
 */
function traceCoercion(): [string, string, unknown][] {
  const calls: [string, string, unknown][] = [];
  type Coercer = (...args: unknown[]) => unknown;
  for (const scalar of [GraphQLDateTime, GraphQLJSON] as GraphQLScalarType[]) {
    const functions = scalar as unknown as Record<(typeof coercers)[number], Coercer | undefined>;
    for (const name of coercers) {
      const original = functions[name];
      if (!original) continue;
      vi.spyOn(functions as Record<string, Coercer>, name).mockImplementation((...args) => {
        const [value] = args;
        const shown = (value as ConstValueNode)?.kind ? print(value as ConstValueNode) : value;
        calls.push([scalar.name, name, shown instanceof Date ? shown.toISOString() : shown]);
        return original.apply(scalar, args);
      });
    }
  }
  return calls;
}

async function execute(source: string, variableValues?: Record<string, unknown>) {
  return asJson(await graphql({schema, source, variableValues}));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the operations give the outputs the page shows', () => {
  test('a DateTime literal', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, ['./schema.mjs', 'events-after.graphql']),
      `${dir}/events-after.json`,
    );
  });

  test('a DateTime variable with another UTC offset gives the same events', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, [
        './schema.mjs',
        'events-after-variable.graphql',
        'events-after-variables.json',
      ]),
      `${dir}/events-after.json`,
    );
  });

  test('an impossible day is rejected before execution', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, ['./schema.mjs', 'invalid-date.graphql']),
      `${dir}/invalid-date.json`,
    );
  });

  test('an impossible day in a variable is rejected before execution, located at the variable definition', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, [
        './schema.mjs',
        'events-after-variable.graphql',
        'invalid-date-variables.json',
      ]),
      `${dir}/invalid-date-variable.json`,
    );
    // The location is the variable's definition in the first line, not the argument that uses it.
    const [definition] = (await readSample(`${dir}/events-after-variable.graphql`)).split('\n');
    expect(await readShownJson(`${dir}/invalid-date-variable.json`)).toMatchObject({
      errors: [{locations: [{line: 1, column: definition.indexOf('$after:') + 1}]}],
    });
  });

  test('a JSON literal with a variable inside', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, ['./schema.mjs', 'add-event.graphql', 'add-event-variables.json']),
      `${dir}/add-event.json`,
    );
  });

  test('schema.graphql is what printSchema prints for schema.mjs', async () => {
    expect(printSchema(schema) + '\n').toBe(await readSample(`${dir}/schema.graphql`));
  });
});

describe('when GraphQL.js calls each coercion function', () => {
  test('a literal: coerceInputLiteral twice (validation, then execution); a result: coerceOutputValue', async () => {
    const calls = traceCoercion();
    await execute(await readSample(`${dir}/events-after.graphql`));
    expect(calls).toEqual([
      ['DateTime', 'coerceInputLiteral', '"2025-03-01T12:00:00.000Z"'],
      ['DateTime', 'coerceInputLiteral', '"2025-03-01T12:00:00.000Z"'],
      ['DateTime', 'coerceOutputValue', '2025-03-02T13:00:00.000Z'],
    ]);
  });

  test('a variable: coerceInputValue once', async () => {
    const calls = traceCoercion();
    await execute(await readSample(`${dir}/events-after-variable.graphql`), {
      after: '2025-03-01T13:00:00.000+01:00',
    });
    expect(calls).toEqual([
      ['DateTime', 'coerceInputValue', '2025-03-01T13:00:00.000+01:00'],
      ['DateTime', 'coerceOutputValue', '2025-03-02T13:00:00.000Z'],
    ]);
  });

  test('a variable inside a JSON literal: left out in validation, turned into a literal by valueToLiteral for execution', async () => {
    const calls = traceCoercion();
    const source = await readSample(`${dir}/add-event.graphql`);
    await execute(source, {remindAt: '2025-03-03T14:45:00.000Z'});
    const jsonLiterals = calls.filter(([scalar, name]) => scalar === 'JSON' && name === 'coerceInputLiteral');
    expect(jsonLiterals.map(([, , literal]) => String(literal).replace(/\s+/g, ' '))).toEqual([
      '{ room: "B", capacity: 12, remote: false, tags: ["team", "monthly"] }',
      '{ room: "B" capacity: 12 remote: false tags: ["team", "monthly"] remindAt: "2025-03-03T14:45:00.000Z" }',
    ]);
    expect(calls).toContainEqual(['DateTime', 'valueToLiteral', '2025-03-03T14:45:00.000Z']);
    const order = calls.map(([scalar, name]) => `${scalar}.${name}`);
    expect(order.indexOf('DateTime.valueToLiteral')).toBeLessThan(
      order.lastIndexOf('JSON.coerceInputLiteral'),
    );
  });

  test('in validation, a variable inside a list literal is null', async () => {
    const calls = traceCoercion();
    await graphql({
      schema,
      source:
        'mutation ($tag: String) { addEvent(name: "x", startsAt: "2025-03-03T15:00:00.000Z", details: [$tag]) { id } }',
      variableValues: {tag: 'team'},
    });
    const jsonLiterals = calls.filter(([scalar, name]) => scalar === 'JSON' && name === 'coerceInputLiteral');
    expect(jsonLiterals.map(([, , literal]) => literal)).toEqual(['[null]', '["team"]']);
  });

  test('without the variable, the key is left out of the JSON value rather than set to null', async () => {
    const result = await execute(await readSample(`${dir}/add-event.graphql`));
    expect(result.data.addEvent.details).toEqual({
      room: 'B',
      capacity: 12,
      remote: false,
      tags: ['team', 'monthly'],
    });
  });

  test('a default value: coerceInputValue when the schema is validated and at first use; valueToLiteral when printed', async () => {
    const withDefault = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          since: {
            type: GraphQLString,
            args: {from: {type: GraphQLDateTime, default: {value: '2025-01-01T00:00:00.000Z'}}},
            resolve: (_source, {from}) => from.toISOString(),
          },
        },
      }),
    });
    const calls = traceCoercion();
    expect(asJson(await graphql({schema: withDefault, source: '{ since }'}))).toEqual({
      data: {since: '2025-01-01T00:00:00.000Z'},
    });
    await graphql({schema: withDefault, source: '{ since }'});
    expect(calls).toEqual([
      ['DateTime', 'coerceInputValue', '2025-01-01T00:00:00.000Z'],
      ['DateTime', 'coerceInputValue', '2025-01-01T00:00:00.000Z'],
    ]);
    calls.length = 0;
    expect(printSchema(withDefault)).toContain('since(from: DateTime = "2025-01-01T00:00:00.000Z"): String');
    expect(calls).toEqual([['DateTime', 'valueToLiteral', '2025-01-01T00:00:00.000Z']]);
    calls.length = 0;
    const introspection = await graphql({
      schema: withDefault,
      source: '{ __type(name: "Query") { fields { args { defaultValue } } } }',
    });
    expect(asJson(introspection)).toEqual({
      data: {__type: {fields: [{args: [{defaultValue: '"2025-01-01T00:00:00.000Z"'}]}]}},
    });
    expect(calls).toEqual([['DateTime', 'valueToLiteral', '2025-01-01T00:00:00.000Z']]);
  });
});

describe('DateTime', () => {
  test('accepts offsets and lower-case t and z; rejects missing milliseconds, -00:00 and impossible days', () => {
    const parse = (value: string) => (GraphQLDateTime.coerceInputValue(value) as Date).toISOString();
    expect(parse('2025-03-01T10:30:00.000+01:00')).toBe('2025-03-01T09:30:00.000Z');
    expect(parse('2025-03-01t09:30:00.000z')).toBe('2025-03-01T09:30:00.000Z');
    expect(parse('2024-02-29T00:00:00.000Z')).toBe('2024-02-29T00:00:00.000Z');
    for (const invalid of [
      '2025-03-01T09:30:00Z',
      '2025-03-01T09:30:00.000-00:00',
      '2025-03-01T09:30:00.000',
      '2025-02-29T00:00:00.000Z',
      '2025-03-01T24:00:00.000Z',
    ]) {
      expect(() => GraphQLDateTime.coerceInputValue(invalid), invalid).toThrow(
        'DateTime must be a date-time such as 2025-03-01T09:30:00.000Z',
      );
    }
  });

  test('JavaScript dates roll an impossible day, and 24:00, over to the next day', () => {
    expect(new Date('2025-02-30T00:00:00.000Z').toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(new Date('2025-03-01T24:00:00.000Z').toISOString()).toBe('2025-03-02T00:00:00.000Z');
  });

  test('Date reads a date-time without an offset in local time', () => {
    expect(new Date('2025-03-01T09:30:00.000').getTime()).toBe(new Date(2025, 2, 1, 9, 30).getTime());
  });

  test('an invalid variable is rejected with a message naming the variable', async () => {
    const source = await readSample(`${dir}/events-after-variable.graphql`);
    expect((await execute(source, {after: '2025-02-30T09:00:00.000Z'})).errors).toEqual([
      {
        message:
          'Variable "$after" has invalid value: Expected value of type "DateTime", but encountered error "DateTime must be a date-time such as 2025-03-01T09:30:00.000Z"; found: "2025-02-30T09:00:00.000Z".',
        locations: [{line: 1, column: 19}],
      },
    ]);
  });

  test("graphql 16 words a rejected variable as the page quotes, located at the variable's definition too", async () => {
    const page = (await readPage(dir)).replaceAll(/\s+/g, ' ');
    const quoted16 =
      /with the value before the scalar's message: `([^`]+)`, located at `\$after` as well/.exec(page)?.[1];
    // The page's scalar under the version 16 names, on graphql 16.
    const DateTime = new graphql16.GraphQLScalarType({
      name: 'DateTime',
      serialize: GraphQLDateTime.coerceOutputValue,
      parseValue: GraphQLDateTime.coerceInputValue,
    });
    const legacy = new graphql16.GraphQLSchema({
      query: new graphql16.GraphQLObjectType({
        name: 'Query',
        fields: {events: {type: graphql16.GraphQLString, args: {after: {type: DateTime}}}},
      }),
    });
    const result = await graphql16.graphql({
      schema: legacy,
      source: 'query ($after: DateTime) { events(after: $after) }',
      variableValues: {after: '2025-02-30T09:00:00.000+01:00'},
    });
    expect(asJson(result)).toEqual({errors: [{message: quoted16, locations: [{line: 1, column: 8}]}]});
  });

  test('a non-string literal is rejected with the scalar message wrapped by GraphQL.js', async () => {
    expect((await execute('{ events(after: 20250301) { name } }')).errors).toEqual([
      {
        message:
          'Expected value of type "DateTime", but encountered error "DateTime must be a string"; found: 20250301.',
        locations: [{line: 1, column: 17}],
      },
    ]);
  });

  test('a resolver that returns a string instead of a Date gets a field error', async () => {
    const bad = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {now: {type: GraphQLDateTime, resolve: () => '2025-03-01T09:30:00.000Z'}},
      }),
    });
    const result = await graphql({schema: bad, source: '{ now }'});
    const {maskErrors} = await import('../../guides/errors/mask-errors.mjs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(maskErrors(result.errors![0]).message).toBe('Internal server error');
    expect(asJson(result)).toEqual({
      errors: [
        {
          message: 'DateTime cannot represent 2025-03-01T09:30:00.000Z: expected a Date',
          locations: [{line: 1, column: 3}],
          path: ['now'],
        },
      ],
      data: {now: null},
    });
  });
});

describe('JSON', () => {
  test('an enum value inside a JSON literal is rejected', async () => {
    const result = await execute(
      'mutation { addEvent(name: "x", startsAt: "2025-03-03T15:00:00.000Z", details: { color: RED }) { id } }',
    );
    expect(result.errors[0].message).toBe(
      'Expected value of type "JSON", but encountered error "JSON cannot represent RED; use a string"; found: { color: RED }.',
    );
  });

  test('only JSON values pass on output', () => {
    expect(GraphQLJSON.coerceOutputValue({a: [1, 'b', null, {c: true}]})).toEqual({
      a: [1, 'b', null, {c: true}],
    });
    expect(() => GraphQLJSON.coerceOutputValue({at: new Date(0)})).toThrow(
      'JSON cannot represent an instance of Date',
    );
    expect(() => GraphQLJSON.coerceOutputValue([Number.NaN])).toThrow('JSON cannot represent NaN');
    expect(() => GraphQLJSON.coerceOutputValue({a: undefined})).toThrow(
      'JSON cannot represent a value of type undefined',
    );
  });
});

describe('the scalar API in 17', () => {
  test('a scalar declared in SDL passes every value through unchanged', async () => {
    const sdl = buildSchema('scalar DateTime type Query { echo(at: DateTime): DateTime }');
    const seen: unknown[] = [];
    const result = await graphql({
      schema: sdl,
      source: '{ echo(at: "not a date") }',
      rootValue: {
        echo: ({at}: {at: unknown}) => {
          seen.push(at);
          return at;
        },
      },
    });
    expect(seen).toEqual(['not a date']);
    expect(result).toEqual({data: {echo: 'not a date'}});
  });

  test('serialize, parseValue and parseLiteral still work in graphql 17', async () => {
    const Legacy = new GraphQLScalarType({
      name: 'Legacy',
      serialize: (value) => `out:${value}`,
      parseValue: (value) => `variable:${value}`,
      parseLiteral: (node) => `literal:${(node as {value: string}).value}`,
    });
    const legacy = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: Legacy, args: {v: {type: Legacy}}, resolve: (_source, {v}) => v}},
      }),
    });
    expect(await graphql({schema: legacy, source: '{ echo(v: "a") }'})).toEqual({
      data: {echo: 'out:literal:a'},
    });
    expect(
      await graphql({schema: legacy, source: 'query ($v: Legacy) { echo(v: $v) }', variableValues: {v: 'b'}}),
    ).toEqual({data: {echo: 'out:variable:b'}});
  });

  test('coerceInputLiteral needs coerceInputValue beside it', () => {
    expect(() => new GraphQLScalarType({name: 'Half', coerceInputLiteral: () => 1})).toThrow(
      'Half must provide both "coerceInputValue" and "coerceInputLiteral" functions.',
    );
  });

  test('without coerceInputLiteral, a literal is converted to a plain value and given to coerceInputValue', async () => {
    const seen: unknown[] = [];
    const Tags = new GraphQLScalarType({
      name: 'Tags',
      coerceInputValue: (value) => {
        seen.push(value);
        return value;
      },
    });
    const tags = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: Tags, args: {v: {type: Tags}}, resolve: (_source, {v}) => v}},
      }),
    });
    await graphql({schema: tags, source: '{ echo(v: { names: ["a", "b"], count: 2 }) }'});
    expect(seen).toEqual([
      {names: ['a', 'b'], count: 2},
      {names: ['a', 'b'], count: 2},
    ]);
  });

  test('a GraphQLError thrown from coerceInputLiteral is reported as it is: no location unless it has the node', async () => {
    const echoWith = (withNode: boolean) => {
      const Strict = new GraphQLScalarType({
        name: 'Strict',
        coerceInputValue: (value) => value,
        coerceInputLiteral: (node) => {
          if (node.kind === Kind.STRING) return node.value;
          throw new GraphQLError('Strict must be a string', withNode ? {nodes: node} : {});
        },
      });
      const schema = new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {echo: {type: Strict, args: {v: {type: Strict}}, resolve: (_source, {v}) => v}},
        }),
      });
      return graphql({schema, source: '{ echo(v: 1) }'});
    };
    expect(asJson(await echoWith(false))).toEqual({
      errors: [{message: 'Strict must be a string'}],
    });
    expect(asJson(await echoWith(true))).toEqual({
      errors: [{message: 'Strict must be a string', locations: [{line: 1, column: 11}]}],
    });
  });

  test('the deprecated parseLiteral receives the literal with its variables still in it', async () => {
    const kinds: string[] = [];
    const Legacy = new GraphQLScalarType({
      name: 'Legacy',
      parseValue: (value) => value,
      parseLiteral: (node) => {
        if (node.kind === Kind.OBJECT) kinds.push(...node.fields.map((field) => field.value.kind));
        return 'ok';
      },
    });
    const legacy = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {echo: {type: GraphQLString, args: {v: {type: Legacy}}, resolve: (_source, {v}) => v}},
      }),
    });
    const result = await graphql({
      schema: legacy,
      source: 'query ($x: String) { echo(v: { a: $x }) }',
      variableValues: {x: 'y'},
    });
    expect(result).toEqual({data: {echo: 'ok'}});
    expect(kinds).toEqual([Kind.VARIABLE, Kind.VARIABLE]);
  });
});

test('the playground runs schema.mjs with its two scalar modules and gets the output the page shows', async () => {
  expect(
    await runPlayground({
      resolvers: await readSample(`${dir}/schema.mjs`),
      modules: {
        'date-time.mjs': await readSample(`${dir}/date-time.mjs`),
        'json.mjs': await readSample(`${dir}/json.mjs`),
      },
      query: await readSample(`${dir}/add-event.graphql`),
      variables: await readSample(`${dir}/add-event-variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/add-event.json`)]);
});
