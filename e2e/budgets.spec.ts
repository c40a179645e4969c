import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {budgets, kB} from '../scripts/bench/budgets';
import {pageFamilies} from '../scripts/bench/families';
import {toApiHtmlSizes} from '../scripts/bench/measureHtml';
import {recordFirstVisit, toTransferSummary} from '../scripts/bench/measureTransfer';
import {buildDir} from './utils';

for (const family of pageFamilies) {
  test.describe(`first visit to the ${family.label} (${family.path})`, () => {
    test('makes no request outside the site origin', async ({page, baseURL}) => {
      const records = await recordFirstVisit(page, `${baseURL}${family.path}`);
      expect(toTransferSummary(records, baseURL!).foreignOrigins).toEqual([]);
    });

    test(`runs at most ${budgets.firstVisitJsGzipBytes / kB} kB of gzip JavaScript`, async ({
      page,
      baseURL,
    }) => {
      const records = await recordFirstVisit(page, `${baseURL}${family.path}`);
      const scripts = records
        .filter((record) => record.kind === 'js' && !record.prefetch)
        .map((record) => `${new URL(record.url).pathname} ${record.gzip}`);
      expect(toTransferSummary(records, baseURL!).pageJs.gzip, scripts.join('\n')).toBeLessThanOrEqual(
        budgets.firstVisitJsGzipBytes,
      );
    });

    // The not-found page's code is imported by Docusaurus itself, outside the registry the pages' HTML is
    // built from: the browser finds it once main.js runs.
    if (family.id !== 'notFound') {
      test('names every script it runs in its HTML, so they all download at once', async ({
        page,
        baseURL,
      }) => {
        const html = await (await page.request.get(family.path)).text();
        const named = [...html.matchAll(/<script src=["']?([^"' >]+)/g)].map((match) => match[1]);
        const records = await recordFirstVisit(page, `${baseURL}${family.path}`);
        const run = records
          .filter((record) => record.kind === 'js' && !record.prefetch)
          .map((record) => new URL(record.url).pathname);
        expect(run.filter((script) => !named.includes(script))).toEqual([]);
      });
    }
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
