import {describe, expect, test} from 'vitest';
import {
  matchesExpected,
  maxReports,
  runExampleModule,
  type ExampleModule,
  type ExampleReport,
} from '../exampleRuntime';
import {formatValue} from '../formatValue';

describe('matchesExpected: whether a value is the one a comment writes', () => {
  class Token {
    prev = null;
    constructor(readonly kind: string) {}
  }
  const shared = new Token('<SOF>');

  test.each([
    ['the same value', 1, 1, true],
    ['NaN', NaN, NaN, true],
    ['another primitive', 1, '1', false],
    ['arrays item by item', [1, [2]], [1, [2]], true],
    ['arrays of another length', [1], [1, 2], false],
    [
      'a result without a prototype, key by key',
      Object.assign(Object.create(null), {data: {a: 1}}),
      {data: {a: 1}},
      true,
    ],
    ['keys holding undefined aside', {a: 1, b: undefined}, {a: 1}, true],
    ['a missing key', {a: 1}, {a: 1, b: 2}, false],
    ['an extra key', {a: 1, b: 2}, {a: 1}, false],
    ['a class instance, by the properties the literal lists', new Token('Name'), {kind: 'Name'}, true],
    ['a class instance whose listed property differs', new Token('Name'), {kind: 'Int'}, false],
    ['the same instance', shared, shared, true],
    ['another instance with the same properties', new Token('<SOF>'), new Token('<SOF>'), false],
    ['an array against an object literal', [1], {0: 1}, false],
  ])('%s', (_name, actual, expected, matches) => {
    expect(matchesExpected(actual, expected)).toBe(matches);
  });
});

describe('runExampleModule', () => {
  /** A module as toRunnableExample writes them, its default export given here. */
  const moduleOf = (run: ExampleModule['default']) => async (): Promise<ExampleModule> => ({default: run});

  test('reports what the module logs and checks, through the console it is given', async () => {
    const log = console.log;
    const reports: ExampleReport[] = [];
    const outcome = await runExampleModule(
      moduleOf(async (runtime, console) => {
        console.log('hello', {a: 1});
        console.warn('careful');
        runtime.at(3);
        runtime.value(3, 'x', 2, () => 2, '2');
        runtime.value(
          4,
          'y',
          2,
          () => {
            throw new Error('not in scope');
          },
          'z',
        );
      }),
      (report) => reports.push(report),
    );
    expect(outcome).toEqual({kind: 'done'});
    expect(reports).toEqual([
      {kind: 'log', level: 'log', text: 'hello { a: 1 }'},
      {kind: 'log', level: 'warn', text: 'careful'},
      {kind: 'value', line: 3, source: 'x', actual: '2', expected: '2', matches: true},
      {kind: 'value', line: 4, source: 'y', actual: '2', expected: 'z', matches: false},
    ]);
    expect(console.log).toBe(log);
  });

  test('a module that throws ends the run with the error and the line of the statement that threw', async () => {
    const outcome = await runExampleModule(
      moduleOf(async (runtime) => {
        runtime.at(7);
        throw new TypeError('bad');
      }),
      () => {},
    );
    expect(outcome).toEqual({kind: 'threw', error: 'TypeError: bad', line: 7});
  });

  test('a module that cannot load ends the run with the error', async () => {
    const outcome = await runExampleModule(
      () => Promise.reject(new SyntaxError("The requested module 'graphql' does not provide 'nope'")),
      () => {},
    );
    expect(outcome).toEqual({
      kind: 'threw',
      error: "SyntaxError: The requested module 'graphql' does not provide 'nope'",
    });
  });

  test(`at most ${maxReports} reports reach the page, then one line says more were left out`, async () => {
    const reports: ExampleReport[] = [];
    await runExampleModule(
      moduleOf(async (_runtime, console) => {
        for (let i = 0; i < maxReports + 50; i += 1) console.log(i);
      }),
      (report) => reports.push(report),
    );
    expect(reports).toHaveLength(maxReports + 1);
    expect(reports.at(-1)).toEqual({
      kind: 'log',
      level: 'info',
      text: `… more output than the ${maxReports} lines shown`,
    });
  });
});

describe('formatValue: values as the comments write them', () => {
  class GraphQLScalarType {
    constructor(readonly name: string) {}
    toString() {
      return this.name;
    }
  }
  class Token {
    constructor(readonly kind: string) {}
    toJSON() {
      return {kind: this.kind};
    }
  }
  test.each([
    ['a string, in single quotes', "it's", "'it\\'s'"],
    ['a string with a line break', 'a\nb', "'a\\nb'"],
    ['undefined', undefined, 'undefined'],
    ['an object literal', {a: 1, 'b-c': [true, null]}, "{ a: 1, 'b-c': [true, null] }"],
    [
      'an object without a prototype',
      Object.assign(Object.create(null), {data: {x: 1}}),
      '{ data: { x: 1 } }',
    ],
    ['an object that prints itself', new GraphQLScalarType('String'), 'GraphQLScalarType(String)'],
    ['an object with toJSON', new Token('Name'), "Token { kind: 'Name' }"],
    ['an error', new RangeError('too far'), 'RangeError: too far'],
    ['a function', function resolve() {}, '[Function resolve]'],
    ['nesting past three levels', {a: {b: {c: {d: 1}}}}, '{ a: { b: { c: [Object] } } }'],
  ])('%s', (_name, value, text) => {
    expect(formatValue(value)).toBe(text);
  });

  test('a cycle, a long array and a huge string stay short', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(formatValue(cycle)).toBe('{ self: [Circular] }');
    expect(formatValue(Array.from({length: 100}, (_, i) => i))).toMatch(/, 29, … 70 more\]$/);
    expect(formatValue('x'.repeat(20_000_000))).toHaveLength(1002);
    expect(formatValue(Array.from({length: 30}, () => 'y'.repeat(900)))).toHaveLength(2000);
  });
});
