import * as graphql from 'graphql';
import {afterAll, expect, inject} from 'vitest';
import {recordGraphQLRuns} from './runs.mjs';
import {recordRun, startRecording} from './workerRuns';
import {shownJsonFile} from './shownJson';

// Runs before each sample test file (setupFiles in vitest.config.ts): records, under that test file,
// the operations graphql runs in this worker, the sample modules it evaluates (see
// recordSampleModules.ts), and each comparison with a shown JSON file.

startRecording(inject('sampleRunsDir'), expect.getState().testPath ?? 'unknown test file');
recordRun('test-file', '');

const installedKey = Symbol.for('graphql-js-docs.sampleRunRecorders');
const globals = globalThis as typeof globalThis & {[installedKey]?: () => void};
const moduleRanKey = Symbol.for('graphql-js-docs.sampleModuleRan');
Object.assign(globalThis, {[moduleRanKey]: (file: string) => recordRun('module', file)});

// Subscriptions and testers outlive a test file when a worker runs several: install them once.
if (!globals[installedKey]) {
  globals[installedKey] = recordGraphQLRuns(recordRun, graphql);
  // Called for every pair of values toEqual/toStrictEqual/toMatchObject compare; it only watches.
  expect.addEqualityTesters([
    function recordShownJsonComparison(a: unknown, b: unknown) {
      for (const value of [a, b]) {
        const file = shownJsonFile(value);
        if (file) recordRun('json', file);
      }
      return undefined;
    },
  ]);
}

// The schemas this test file's operations ran against, printed once its tests are done.
afterAll(globals[installedKey]);
