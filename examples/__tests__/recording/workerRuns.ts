import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {RUNS_DIR_ENV, RUNS_TEST_ENV, writeRun} from './runs.mjs';

/** The test worker's side of the records (see runs.mjs): where they go, and for which test file. */

export type RunKind =
  'test-file' | 'module' | 'operation' | 'variables' | 'schema' | 'json' | 'output' | 'command';

interface WorkerRuns {
  dir: string;
  /** The running test file, relative to the repository, e.g. `examples/__tests__/index.test.ts`. */
  test: string;
}

// Kept on globalThis: the setup file and the harness must agree even if they were loaded separately.
const stateKey = Symbol.for('graphql-js-docs.sampleRuns');
const globals = globalThis as typeof globalThis & {[stateKey]?: WorkerRuns};

const childPreload = pathToFileURL(path.join(__dirname, 'childPreload.mjs')).href;

export function startRecording(dir: string, testPath: string): void {
  globals[stateKey] = {dir, test: path.relative(path.resolve(__dirname, '../../..'), testPath)};
}

function workerRuns(): WorkerRuns {
  const state = globals[stateKey];
  if (!state)
    throw new Error('Sample runs are recorded only in the "samples" Vitest project (see vitest.config.ts)');
  return state;
}

export function recordRun(kind: RunKind, value: string): void {
  const {dir, test} = workerRuns();
  writeRun(dir, {test, kind, value});
}

/**
 * The environment for a child process: any Node.js process started in it (directly or by a shell)
 * loads childPreload.mjs, which records what it runs under the current test file.
 */
export function childProcessEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const {dir, test} = workerRuns();
  return {
    ...process.env,
    [RUNS_DIR_ENV]: dir,
    [RUNS_TEST_ENV]: test,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${childPreload}`].filter(Boolean).join(' '),
    ...extra,
  };
}
