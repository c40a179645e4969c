import {expect, test} from 'vitest';
import {runExampleModule, type ExampleReport} from '../../../shared/exampleRuntime';
import {toRunnableExample, type RunnableExample} from '../toRunnableExample';

/** Evaluates a runnable example's module here (it imports nothing) and returns what it reported. */
async function run(example: RunnableExample) {
  if (example.kind === 'none') throw new Error(example.reason);
  const reports: ExampleReport[] = [];
  const url = `data:text/javascript;charset=utf-8,${encodeURIComponent(example.module)}`;
  const outcome = await runExampleModule(
    () => import(/* @vite-ignore */ url),
    (report) => reports.push(report),
  );
  return {reports, outcome};
}

test('types are stripped, and `expression; // => value` reports the value and whether it is that one', async () => {
  const example = toRunnableExample(
    ['const count: number = 1 + 1;', '', 'count; // => 2', "`${count}` as string; // => '3'"].join('\n'),
    'ts',
  );
  expect(example).toMatchObject({
    kind: 'code',
    checks: [
      {line: 3, kind: 'value'},
      {line: 4, kind: 'value'},
    ],
  });
  expect(await run(example)).toEqual({
    outcome: {kind: 'done'},
    reports: [
      {kind: 'value', line: 3, source: 'count', actual: '2', expected: '2', matches: true},
      {
        kind: 'value',
        line: 4,
        source: '`${count}` as string',
        actual: "'2'",
        expected: "'3'",
        matches: false,
      },
    ],
  });
});

test('`const name = …; // => value` checks the one name it declares', async () => {
  const example = toRunnableExample(
    'const result = await Promise.resolve({ data: 1 }); // => { data: 1 }',
    'ts',
  );
  expect((await run(example)).reports).toEqual([
    {kind: 'value', line: 1, source: 'result', actual: '{ data: 1 }', expected: '{ data: 1 }', matches: true},
  ]);
});

test('`call(); // throws` reports what the call threw, or that it did not throw', async () => {
  const example = toRunnableExample(
    [
      "JSON.parse('{'); // throws an error",
      "JSON.parse('{}'); // throws",
      "await Promise.reject(new TypeError('no')); // throws",
    ].join('\n'),
    'ts',
  );
  expect(example).toMatchObject({checks: [1, 2, 3].map((line) => ({line, kind: 'throws'}))});
  const {reports, outcome} = await run(example);
  expect(outcome).toEqual({kind: 'done'});
  expect(reports).toEqual([
    {kind: 'throws', line: 1, source: "JSON.parse('{')", error: expect.stringMatching(/^SyntaxError: /)},
    {kind: 'throws', line: 2, source: "JSON.parse('{}')"},
    {kind: 'throws', line: 3, source: "await Promise.reject(new TypeError('no'))", error: 'TypeError: no'},
  ]);
});

test('a statement inside a function is checked when the function runs, in the checked call around it', async () => {
  const example = toRunnableExample(
    ['const twice = (n: number) => {', '  n; // => 3', '  return n * 2;', '};', 'twice(2); // => 4'].join(
      '\n',
    ),
    'ts',
  );
  expect((await run(example)).reports.map((report) => report.kind === 'value' && report.matches)).toEqual([
    false,
    true,
  ]);
});

test('an error that escapes names the top-level statement it came from', async () => {
  const example = toRunnableExample(['const a = 1;', '', 'missing.call(a);', 'a; // => 1'].join('\n'), 'ts');
  expect(await run(example)).toEqual({
    outcome: {kind: 'threw', error: 'ReferenceError: missing is not defined', line: 3},
    reports: [],
  });
});

test('a comment that states a result after nothing checkable is listed as unchecked', () => {
  const example = toRunnableExample(
    ['const value = {', '  a: 1, // => 1', '};', 'const { a } = value; // => 1'].join('\n'),
    'ts',
  );
  expect(example).toMatchObject({
    kind: 'code',
    checks: [
      {line: 2, kind: 'unchecked'},
      {line: 4, kind: 'unchecked'},
    ],
  });
});

test('a comment whose value is prose, not an expression, is unchecked', () => {
  expect(toRunnableExample('Math.max(1, 2); // => the larger one', 'ts')).toMatchObject({
    checks: [{line: 1, kind: 'unchecked'}],
  });
});

test('imports used only as types are dropped, the others kept as written', () => {
  const example = toRunnableExample(
    [
      "import { GraphQLSchema, type GraphQLFieldConfig } from 'graphql/type';",
      "import type { DocumentNode } from 'graphql';",
      'const field: GraphQLFieldConfig<unknown, unknown> | undefined = undefined;',
      'GraphQLSchema.name; // => "GraphQLSchema"',
    ].join('\n'),
    'ts',
  );
  expect(example.kind === 'code' && example.module).toMatch(
    /^import \{ GraphQLSchema \} from "graphql\/type";$/m,
  );
  expect(example.kind === 'code' && example.module).not.toMatch(/DocumentNode|GraphQLFieldConfig/);
});

test('a GraphQL document becomes a module that parses it with the major’s parse', () => {
  expect(toRunnableExample('{ hero }', 'graphql')).toEqual({
    kind: 'document',
    module:
      "import { parse } from 'graphql'; export default async function (__example, console) { " +
      'parse("{ hero }");\n}\n',
    checks: [],
  });
});

test('imports go above the statements, which run when called; a compile error still names the example’s line', async () => {
  const example = toRunnableExample(
    ["import {strict as assert} from 'node:assert';", '', 'assert.ok(true);', '1 + 1; // => 2'].join('\n'),
    'ts',
  );
  if (example.kind === 'none') throw new Error(example.reason);
  expect(example.module.indexOf('node:assert')).toBeGreaterThan(-1);
  expect(example.module.indexOf('node:assert')).toBeLessThan(example.module.indexOf('assert.ok(true)'));
  expect(await run(example)).toEqual({
    outcome: {kind: 'done'},
    reports: [{kind: 'value', line: 4, source: '1 + 1', actual: '2', expected: '2', matches: true}],
  });
  expect(toRunnableExample("import {parse} from 'graphql';\n\nconst = 1;", 'ts')).toEqual({
    kind: 'none',
    reason: expect.stringMatching(/^Does not compile \(line 3\): /),
  });
});

test('code that does not compile, and blocks that are not code, do not run, and say why', () => {
  expect(toRunnableExample('const = 1;', 'ts')).toEqual({
    kind: 'none',
    reason: expect.stringMatching(/^Does not compile \(line 1\): /),
  });
  expect(toRunnableExample('npm install graphql', 'sh')).toEqual({
    kind: 'none',
    reason: 'A sh block, not code that runs.',
  });
});
