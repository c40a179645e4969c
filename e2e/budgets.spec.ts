import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Response} from '@playwright/test';
import {compileHint} from '../plugins/client-bundle';
import {budgets, kB} from '../scripts/bench/budgets';
import {pageFamilies} from '../scripts/bench/families';
import {toApiHtmlSizes} from '../scripts/bench/measureHtml';
import {QUESTIONS} from '../plugins/search/node/__tests__/relevanceQuestions';
import {toFirstQueryFiles} from '../scripts/bench/measureSearchFiles';
import {
  recordFirstVisit,
  toGzipSize,
  toResourceKind,
  toTransferSummary,
} from '../scripts/bench/measureTransfer';
import {buildDir, expectHydrated} from './utils';

// graphql 16's reference is built by the same plugin and held to the same budgets.
const v16Families = [
  {label: 'API overview (v16)', path: '/api/v16'},
  {label: 'API function (v16)', path: '/api/v16/function/parse'},
  {label: 'API class (v16)', path: '/api/v16/class/GraphQLSchema'},
];

for (const family of [...pageFamilies, ...v16Families]) {
  // One recorded visit per family, held to each rule in its own step; soft assertions report every rule broken.
  test(`first visit to the ${family.label} (${family.path}): no foreign request, at most ${budgets.firstVisitJsGzipBytes / kB} kB of gzip JavaScript, all of it compiled ahead`, async ({
    page,
    baseURL,
  }) => {
    const records = await recordFirstVisit(page, `${baseURL}${family.path}`);
    const summary = toTransferSummary(records, baseURL!);
    const scripts = records.filter((record) => record.kind === 'js' && !record.prefetch);

    await test.step('makes no request outside the site origin', () => {
      expect.soft(summary.foreignOrigins).toEqual([]);
    });

    await test.step(`runs at most ${budgets.firstVisitJsGzipBytes / kB} kB of gzip JavaScript`, () => {
      const listed = scripts.map((record) => `${new URL(record.url).pathname} ${record.gzip}`);
      expect.soft(summary.pageJs.gzip, listed.join('\n')).toBeLessThanOrEqual(budgets.firstVisitJsGzipBytes);
    });

    await test.step('has every script it runs compiled ahead, off the main thread (V8 compile hint)', async () => {
      expect.soft(scripts.length).toBeGreaterThan(0);
      const unhinted: string[] = [];
      for (const {url} of scripts)
        if (!(await (await page.request.get(url)).text()).startsWith(`${compileHint}\n`)) unhinted.push(url);
      expect.soft(unhinted).toEqual([]);
    });
  });
}

test("code only loaded on demand, such as the search dialog's, is left to lazy compilation", async ({
  page,
}) => {
  const onDemand: string[] = [];
  const recordScript = (response: Response) => {
    if (response.url().endsWith('.js')) onDemand.push(response.url());
  };
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  page.on('response', recordScript);
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await expect(dialog).toBeVisible();
  // The shell shown while the dialog's code loads has the same label: the version filter is the dialog's own.
  await expect(dialog.getByRole('group', {name: 'graphql version'})).toBeVisible();
  page.off('response', recordScript);
  // Bodies are fetched again by URL: a response still streaming when the listener is removed
  // would otherwise outlive the test and fail it (seen in CI under load).
  const scripts = await Promise.all(onDemand.map(async (url) => (await page.request.get(url)).text()));
  // The dialog's label is a string the minifier keeps; the search engine it shares with /search is hinted.
  const dialogScripts = scripts.filter((script) => script.includes('Search the documentation'));
  expect(dialogScripts.length).toBeGreaterThan(0);
  expect(dialogScripts.filter((script) => script.startsWith(compileHint))).toEqual([]);
});

test(`every relevance query's first search fetches at most ${budgets.searchFirstQueryGzipBytes / kB} kB of gzip: search's scripts, the index's head, its words' shards and its hits' chunks`, async () => {
  // From the built files; e2e/search.spec.ts checks that opening search fetches these scripts and no other.
  const queries = await Promise.all(
    QUESTIONS.map(async ([query]) => ({query, ...(await toFirstQueryFiles(buildDir, query))})),
  );
  queries.sort((a, b) => a.gzip - b.gzip);
  const largest = queries[queries.length - 1];
  const median = queries[Math.floor(queries.length / 2)].gzip;
  test.info().annotations.push({
    type: 'first query',
    description: `median ${median} B, max ${largest.gzip} B ("${largest.query}") over ${queries.length} queries`,
  });
  expect(
    largest.gzip,
    `"${largest.query}":\n${largest.files.map((file) => `${file.file} ${file.gzip}`).join('\n')}`,
  ).toBeLessThanOrEqual(budgets.searchFirstQueryGzipBytes);
});

/** A fast typist's pace: the time between two keys. */
const KEY_INTERVAL_MS = 80;

/** The longest reader questions of the relevance test: typed a key at a time, they run the most queries. */
const LONGEST_QUESTIONS = QUESTIONS.map(([query]) => query)
  .sort((a, b) => b.length - a.length)
  .slice(0, 3);

for (const question of LONGEST_QUESTIONS)
  test(`"${question}" typed a key every ${KEY_INTERVAL_MS} ms, as a first query, fetches at most ${budgets.searchFirstQueryGzipBytes / kB} kB of gzip`, async ({
    page,
  }) => {
    // The page's clock only moves when the test moves it: the keys come every 80 ms of the page's time
    // however slow the machine, and the network answers in real time.
    await page.clock.install();
    await page.goto('/');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    const recordUrl = (response: Response) => fetched.push(response.url());
    page.on('response', recordUrl);
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', {name: 'Search'});
    await expect(input).toBeFocused();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    for (const key of question) {
      await page.keyboard.type(key);
      await page.clock.runFor(KEY_INTERVAL_MS);
    }
    // The reader stops typing: the query settles and its hits are fetched.
    await page.clock.resume();
    const answer = page.getByRole('listbox', {name: 'Search results'});
    await expect(answer.getByRole('option').first()).toBeVisible();
    await expect(answer).not.toHaveAttribute('aria-busy', 'true');
    await page.waitForLoadState('networkidle');
    page.off('response', recordUrl);
    // Bodies are fetched again by URL, as in the lazy-compilation test above: none outlives the test.
    const files = await Promise.all(
      fetched.map(async (url) => {
        const response = await page.request.get(url);
        const kind = toResourceKind(url, response.headers()['content-type']);
        return {url: new URL(url).pathname, gzip: toGzipSize(await response.body(), kind, url)};
      }),
    );
    const total = files.reduce((sum, {gzip}) => sum + gzip, 0);
    expect(total, files.map(({url, gzip}) => `${url} ${gzip}`).join('\n')).toBeLessThanOrEqual(
      budgets.searchFirstQueryGzipBytes,
    );
  });

for (const apiPath of ['api', 'api/v16'])
  test.describe(`API page HTML under /${apiPath}`, () => {
    test(`every function page is at most ${budgets.functionPageHtmlBytes / 1000} kB`, () => {
      const folder = path.join(buildDir, apiPath, 'function');
      const oversized = readdirSync(folder)
        .filter((file) => statSync(path.join(folder, file)).size > budgets.functionPageHtmlBytes)
        .sort();
      expect(oversized).toEqual([]);
    });

    test(`the largest class page and the overview are at most ${budgets.apiOverviewHtmlBytes / 1000} kB`, () => {
      const {largestClass, overview} = toApiHtmlSizes(buildDir, apiPath);
      expect(largestClass.bytes).toBeLessThanOrEqual(budgets.largestClassPageHtmlBytes);
      expect(overview.bytes).toBeLessThanOrEqual(budgets.apiOverviewHtmlBytes);
    });
  });
