import {expect, test} from 'vitest';
import {exampleFailures} from '../exampleFailures';
import {runExamples, type ExampleJob} from '../runExamples';
import {toRunnableExample} from '../toRunnableExample';

const resolveAnswer = (specifier: string) =>
  specifier === 'answer' ? 'data:text/javascript,export default 42;' : undefined;

function job(id: string, code: string): ExampleJob {
  const example = toRunnableExample(code, 'ts');
  if (example.kind === 'none') throw new Error(example.reason);
  return {id, module: example.module, resolve: resolveAnswer};
}

test('each example runs in a worker thread, its imports resolved as the job says', async () => {
  const runs = await runExamples([job('a', "import answer from 'answer';\nanswer; // => 42")], {
    warm: [],
    timeLimitMs: 5000,
  });
  expect(runs.get('a')).toEqual({
    outcome: {kind: 'done'},
    reports: [{kind: 'value', line: 2, source: 'answer', actual: '42', expected: '42', matches: true}],
  });
});

test('an example that fails after another ran in its thread is run again alone: only its own code decides', async () => {
  const runs = await runExamples(
    [
      job('changes the global state', '(Array.prototype as any).devMode = true;'),
      job('reads it', '([] as any).devMode; // => undefined'),
    ],
    {warm: [], timeLimitMs: 5000, threads: 1},
  );
  expect(runs.get('reads it')?.reports).toMatchObject([{kind: 'value', matches: true}]);
});

test('an example still running at the time limit is stopped, with its thread; the next one runs', async () => {
  const runs = await runExamples([job('loops', 'while (true) {}'), job('next', '1; // => 1')], {
    warm: [],
    timeLimitMs: 500,
    threads: 1,
  });
  expect(runs.get('loops')).toEqual({outcome: {kind: 'timeout'}, reports: []});
  expect(runs.get('next')?.outcome).toEqual({kind: 'done'});
});

test('exampleFailures: one sentence per thing wrong, none for a pass', async () => {
  const code = [
    "JSON.parse('{}'); // throws",
    '[1, 2].length; // => 3',
    'if (Math.random() > 2) {',
    '  0; // => 0',
    '}',
    'const { a } = { a: 1 }; // => 1',
  ].join('\n');
  const example = toRunnableExample(code, 'ts');
  const runs = await runExamples([{...job('x', code), id: 'x'}], {warm: [], timeLimitMs: 5000});
  expect(exampleFailures(example, runs.get('x'), 5)).toEqual([
    "Line 1: JSON.parse('{}') did not throw.",
    'Line 2: [1, 2].length is 2, not 3.',
    'Line 4: it never ran, so its comment went unchecked.',
    'Line 6: its comment states a result but follows no statement the doctest can check (`expression; // => value`, `const name = …; // => value` or `call(); // throws`).',
  ]);
  expect(exampleFailures(example, {reports: [], outcome: {kind: 'timeout'}}, 5)).toEqual([
    'It was still running after 5 s.',
    expect.stringMatching(/^Line 6: /),
  ]);
  expect(
    exampleFailures(
      toRunnableExample('1; // => 1', 'ts'),
      {
        reports: [{kind: 'value', line: 1, source: '1', actual: '1', expected: '1', matches: true}],
        outcome: {kind: 'done'},
      },
      5,
    ),
  ).toEqual([]);
});
