import {expect, test} from 'vitest';
import type {ExampleReport} from '../../../../plugins/typedoc-api/shared/exampleRuntime';
import {statusText} from '../status';

const value = (matches: boolean): ExampleReport => ({
  kind: 'value',
  line: 1,
  source: 'x',
  actual: '1',
  expected: '1',
  matches,
});
const log: ExampleReport = {kind: 'log', level: 'log', text: 'hi'};

test.each([
  ['nothing ran yet', {state: 'idle'}, ''],
  ['a run in progress', {state: 'running', reports: []}, 'Running.'],
  ['a run without checks', {state: 'done', reports: [log], outcome: {kind: 'done'}}, 'Done.'],
  [
    'one check that holds',
    {state: 'done', reports: [value(true)], outcome: {kind: 'done'}},
    'Done: the result is what the comment says.',
  ],
  [
    'checks that hold',
    {
      state: 'done',
      reports: [value(true), {kind: 'throws', line: 2, source: 'f()', error: 'Error: e'}],
      outcome: {kind: 'done'},
    },
    'Done: all 2 results are what the comments say.',
  ],
  [
    'checks that do not',
    {
      state: 'done',
      reports: [value(false), {kind: 'throws', line: 2, source: 'f()'}, value(true)],
      outcome: {kind: 'done'},
    },
    'Done: 2 of 3 results differ from what the comments say.',
  ],
  [
    'an error that escaped',
    {state: 'done', reports: [], outcome: {kind: 'threw', error: 'TypeError: x', line: 4}},
    'The example threw at line 4: TypeError: x',
  ],
  [
    'the time limit',
    {state: 'stopped', reason: 'timeout', reports: []},
    'Stopped after 5 s: the example was still running. Does a loop never end?',
  ],
  ['Stop', {state: 'stopped', reason: 'stop', reports: []}, 'Stopped.'],
] as const)('%s', (_name, run, text) => {
  expect(statusText(run as Parameters<typeof statusText>[0])).toBe(text);
});
