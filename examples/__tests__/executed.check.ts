import {expect, inject, test} from 'vitest';
import {unexecutedBlocks, type SampleRun} from './checkExecuted';
import {allPages} from './pages';
import {readRuns} from './recording/runs.mjs';

/**
 * The last check of a run ("executed" project in vitest.config.ts, after every sample test): each
 * page whose test ran must have had every file and command it shows executed by that test.
 * Pages whose test was not part of this run (e.g. `npx vitest run index`) are not checked here;
 * samples.test.ts makes sure that every page has a test.
 */

const runs: SampleRun[] = readRuns(inject('sampleRunsDir'));
const ranTests = new Set(runs.filter((run) => run.kind === 'test-file').map((run) => run.test));
const checkedPages = allPages().filter((page) => ranTests.has(page.testFile));

test('page tests ran before this check', () => {
  expect(checkedPages.length, 'run it with the page tests, e.g. `npx vitest run examples`').toBeGreaterThan(
    0,
  );
});

test.each(checkedPages.map((page) => [page.id, page] as const))(
  '%s: every file and command the page shows was executed by its test',
  (_id, page) => {
    expect(unexecutedBlocks(page, runs)).toEqual([]);
  },
);
