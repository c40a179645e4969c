import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import * as graphql17 from 'graphql';
import * as graphql16 from 'graphql-16';
import {listExamples} from '../plugins/typedoc-api/node/examples/listExamples';
import {packageResolver} from '../plugins/typedoc-api/node/examples/packageResolver';
import {runExamples, type ExampleRun} from '../plugins/typedoc-api/node/examples/runExamples';
import type {ExampleReport} from '../plugins/typedoc-api/shared/exampleRuntime';
import type {ApiOutline} from '../plugins/typedoc-api/shared/outline';
import {statusText} from '../src/components/ApiExampleRunner/status';
import {stoppedText, timeLimitSeconds} from '../src/components/ExampleWorker/exampleWorker';
import {buildDir, graphql16Dir, graphqlDir} from './utils';

// Every runnable example of both majors, pressed Run on in its page, against the production build: the
// browser's worker runs a minified graphql, and each result must still be what the example's doctest gives in
// Node, name for name (`UniqueTypeNamesRule.name`, `GraphQLObjectType(Query)`, `Token {`), with no ✗.

interface PageExample {
  id: string;
  module: string;
}

/** The API pages of the build with runnable examples, each with its examples in page order. */
function readPages(): {path: string; examples: PageExample[]}[] {
  const apiDir = path.join(buildDir, 'api');
  return readdirSync(apiDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const {page} = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')) as {
        page?: ApiOutline<unknown>;
      };
      if (!page?.sections) return [];
      const examples = listExamples(page).flatMap(({id, block}) =>
        block.run && 'module' in block.run ? [{id, module: block.run.module}] : [],
      );
      return examples.length ? [{path: page.permalink, examples}] : [];
    });
}

const pages = readPages();
const isV16 = (pagePath: string) => pagePath.startsWith('/api/v16/');

/** The results of an example in Node, as its doctest gets them: one module on the page's major of graphql. */
async function runInNode(
  examples: readonly (PageExample & {v16: boolean})[],
): Promise<Map<string, ExampleRun>> {
  const resolvers = {
    v16: packageResolver('graphql', graphql16Dir),
    v17: packageResolver('graphql', graphqlDir),
  };
  return runExamples(
    examples.map(({id, module, v16}) => ({id, module, resolve: v16 ? resolvers.v16 : resolvers.v17})),
    {warm: [resolvers.v16('graphql')!, resolvers.v17('graphql')!], timeLimitMs: timeLimitSeconds * 1000},
  );
}

/** The names of graphql's exported functions and classes, in either major, as one pattern of whole words. */
const graphqlNames = new RegExp(
  `\\b(${[
    ...new Set(
      [graphql17, graphql16].flatMap((graphql: Record<string, unknown>) =>
        Object.entries(graphql).flatMap(([name, value]) => (typeof value === 'function' ? [name] : [])),
      ),
    ),
  ].join('|')})\\b`,
);

/** Whether an example's results, in Node, show one of graphql's names: what minification changes first. */
function showsAName(run: ExampleRun | undefined): boolean {
  if (!run) return false;
  const shownValues = run.reports.map((report) =>
    report.kind === 'log' ? report.text : report.kind === 'value' ? report.actual : String(report.error),
  );
  if (run.outcome.kind === 'threw') shownValues.push(run.outcome.error);
  return shownValues.some((value) => graphqlNames.test(value));
}

/** A report as the runner's output shows it (ApiExampleRunner/Runner.tsx), as text. */
function shown(report: ExampleReport): string {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  switch (report.kind) {
    case 'log':
      return `${report.level === 'log' ? '' : `${report.level}: `}${report.text}`;
    case 'value':
      return `line ${report.line}: ${report.source} → ${report.actual} ${mark(report.matches)}${report.matches ? '' : ` the comment says ${report.expected}`}`;
    case 'throws':
      return `line ${report.line}: ${report.source} ${report.error === undefined ? 'did not throw' : `threw ${report.error}`} ${mark(report.error !== undefined)}`;
  }
}

/**
 * Goes to a page as the app's own links do, without loading the site again: a page load for each of hundreds
 * of pages would take most of the time. The router follows the history's popstate event.
 */
async function navigate(page: Page, pagePath: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pagePath);
}

const stoppedAtLimit = stoppedText('timeout');

// Batches of pages, so that each test stays short and the two workers share them; one page context visits its
// batch's pages in turn and presses every Run of a page at once (each run has a worker of its own).
const batches = 8;

test('the build has the runnable examples of both majors', () => {
  const examples = pages.flatMap((page) => page.examples);
  expect(examples.filter(({id}) => !isV16(id)).length).toBeGreaterThan(200);
  expect(examples.filter(({id}) => isV16(id)).length).toBeGreaterThan(200);
});

for (let batch = 0; batch < batches; batch += 1)
  test(`Run gives what the doctests give, on every runnable example of both majors, batch ${batch + 1} of ${batches}`, async ({
    page,
  }) => {
    // Minutes on an idle machine; many more when other builds share its cores.
    test.setTimeout(900_000);
    const batchPages = pages.filter((_, index) => index % batches === batch);
    const node = await runInNode(
      batchPages.flatMap(({path: pagePath, examples}) =>
        examples.map((example) => ({...example, v16: isV16(pagePath)})),
      ),
    );
    // Examples whose results show a name minification would change (the validation rules' `XRule.name`, the
    // type classes') are in every batch.
    const showingNames = batchPages
      .flatMap(({examples}) => examples)
      .filter(({id}) => showsAName(node.get(id)));
    expect(showingNames.length).toBeGreaterThan(5);
    const differences: string[] = [];
    await page.goto(batchPages[0].path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 30_000});
    for (const {path: pagePath, examples} of batchPages) {
      await navigate(page, pagePath);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pagePath.split('/').pop()!, {
        timeout: 30_000,
      });
      const runners = page.getByRole('group', {name: 'Run this example'});
      await expect(runners, pagePath).toHaveCount(examples.length, {timeout: 30_000});
      // Every Run of the page, pressed as a reader presses it; then each run's status once it has ended.
      await page.evaluate(() => {
        const buttons = document.querySelectorAll<HTMLButtonElement>(
          '[role="group"][aria-label="Run this example"] button',
        );
        buttons.forEach((button) => button.click());
      });
      await page.waitForFunction(
        (count) => {
          const statuses = document.querySelectorAll(
            '[role="group"][aria-label="Run this example"] [role="status"]',
          );
          return (
            statuses.length === count &&
            Array.from(statuses).every((status) => status.textContent && status.textContent !== 'Running.')
          );
        },
        examples.length,
        {timeout: 60_000},
      );
      // A run stopped at its time limit ran out of time, not of results: on a busy machine, loading graphql
      // into many workers at once can take longer than an example may. It runs again, alone.
      for (let index = 0; index < examples.length; index += 1) {
        const status = runners.nth(index).getByRole('status');
        for (let retry = 0; retry < 3 && (await status.textContent()) === stoppedAtLimit; retry += 1)
          await runners.nth(index).evaluate(
            (group) =>
              // Run, then the status once it has been "Running." and changed again.
              new Promise<void>((resolve) => {
                const shown = group.querySelector('[role="status"]')!;
                let started = false;
                const observer = new MutationObserver(() => {
                  if (shown.textContent === 'Running.') started = true;
                  else if (started && shown.textContent) {
                    observer.disconnect();
                    resolve();
                  }
                });
                observer.observe(shown, {childList: true, characterData: true, subtree: true});
                group.querySelector<HTMLButtonElement>('button')!.click();
              }),
          );
      }
      const shownRuns = await runners.evaluateAll((groups) =>
        groups.map((group) => ({
          status: group.querySelector('[role="status"]')?.textContent ?? '',
          lines: Array.from(group.querySelectorAll('[aria-label="Output"] > li'), (item) =>
            (item.textContent ?? '').trim(),
          ),
        })),
      );
      examples.forEach(({id, module}, index) => {
        const run = node.get(id);
        const inBrowser = shownRuns[index];
        if (!run || run.outcome.kind === 'timeout') return differences.push(`${id}: did not run in Node`);
        const expected = {
          status: statusText({state: 'done', reports: run.reports, outcome: run.outcome}),
          lines: run.reports.map(shown),
        };
        if (JSON.stringify(inBrowser) !== JSON.stringify(expected))
          differences.push(
            `${id}\n  browser: ${JSON.stringify(inBrowser)}\n  node:    ${JSON.stringify(expected)}\n  module: ${module.length} chars`,
          );
        if (inBrowser.lines.some((line) => line.endsWith('✗') || line.includes('✗ the comment says')))
          differences.push(`${id}: ✗ in the browser`);
      });
    }
    expect(differences).toEqual([]);
  });
