import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {budgets} from '../scripts/bench/budgets';
import {pageFamilies} from '../scripts/bench/families';
import {toApiHtmlSizes} from '../scripts/bench/measureHtml';
import {recordFirstVisit, toTransferSummary} from '../scripts/bench/measureTransfer';
import {buildDir} from './utils';

// Transfer sizes are gzip sizes computed per response body, so they do not depend on the test server.
// The JS budget covers what the page itself loads, not what Docusaurus prefetches for links in view.
for (const family of pageFamilies) {
  test.describe(`first visit to the ${family.label} (${family.path})`, () => {
    test(`downloads at most ${budgets.firstVisitJsGzipBytes / 1000} kB of JavaScript (gzip)`, async ({
      page,
      baseURL,
    }) => {
      const summary = toTransferSummary(await recordFirstVisit(page, `${baseURL}${family.path}`), baseURL!);
      expect(summary.pageJs.gzip).toBeLessThanOrEqual(budgets.firstVisitJsGzipBytes);
    });

    test('makes no request outside the site origin', async ({page, baseURL}) => {
      const records = await recordFirstVisit(page, `${baseURL}${family.path}`);
      expect(toTransferSummary(records, baseURL!).foreignOrigins).toEqual([]);
    });
  });
}

test.describe('API page HTML', () => {
  test(`every function page is at most ${budgets.functionPageHtmlBytes / 1000} kB`, () => {
    const folder = path.join(buildDir, 'api', 'function');
    const oversized = readdirSync(folder)
      .filter((file) => statSync(path.join(folder, file)).size > budgets.functionPageHtmlBytes)
      .sort();
    expect(oversized).toEqual([]);
  });

  test(`the largest class page and the overview are at most ${budgets.apiOverviewHtmlBytes / 1000} kB`, () => {
    const {largestClass, overview} = toApiHtmlSizes(buildDir);
    expect(largestClass.bytes).toBeLessThanOrEqual(budgets.largestClassPageHtmlBytes);
    expect(overview.bytes).toBeLessThanOrEqual(budgets.apiOverviewHtmlBytes);
  });
});
