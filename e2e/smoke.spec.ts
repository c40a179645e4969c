import {readFileSync, statSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {
  collectConsoleErrors,
  expectHydrated,
  findBuiltFile,
  readSitemapFolders,
  readSitemapPaths,
  readTextChangesWhileHydrating,
  watchTextChangesWhileHydrating,
} from './utils';

// The API pages are one set of components over different data: the build renders every one of them (a page that
// throws fails it), and spec-not-found-and-no-js.spec.ts reads each one's HTML. Here each API folder's first page
// and its largest, which holds the most of those components, hydrate; every other page of the sitemap does too.
const paths = [...readSitemapFolders()].flatMap(([folder, pagePaths]) => {
  if (!folder.startsWith('/api')) return pagePaths;
  const size = (pagePath: string) => statSync(findBuiltFile(pagePath)!).size;
  const largest = pagePaths.reduce((a, b) => (size(b) > size(a) ? b : a));
  return [...new Set([pagePaths[0], largest])];
});

// The pages, a batch per test: one browser page visits the batch's paths in turn, which
// spares a new browser context per path, and the batches share the workers.
const batchSize = 15;
test.describe.configure({mode: 'parallel'});

test('the sitemap lists the home page and the tutorials', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/tutorials');
});

// Search engines and link previews show a page's description. Docusaurus takes a doc's first line when the
// doc declares none, which cuts a wrapped paragraph mid-sentence; every page the site writes (all but the API
// reference, whose descriptions are graphql's own doc comments) gives one or more whole sentences.
test('every page written for the site has a description of whole sentences', () => {
  const written = readSitemapPaths().filter((sitePath) => !sitePath.startsWith('/api/'));
  const unfinished = written.flatMap((sitePath) => {
    const html = readFileSync(findBuiltFile(sitePath)!, 'utf8');
    const content = /<meta data-rh=true name=description content=(?:"([^"]*)"|'([^']*)'|([^\s>]*))/.exec(
      html,
    );
    const description = content?.slice(1).find((value) => value !== undefined) ?? '';
    return /[.?!]$/.test(description) ? [] : [`${sitePath}: ${description}`];
  });
  expect(written).toContain('/docs/tutorials');
  expect(unfinished).toEqual([]);
});

for (let start = 0; start < paths.length; start += batchSize) {
  const batch = paths.slice(start, start + batchSize);
  test(`renders ${batch[0]} and the ${batch.length - 1} sitemap paths after it`, async ({page}) => {
    // A full page load per path, on a machine the other worker shares, with room to spare: a short last batch
    // (one long page, such as an upgrade guide) must not fail on a busy machine.
    test.setTimeout(30_000 + batch.length * 5000);
    const errors = collectConsoleErrors(page);
    await watchTextChangesWhileHydrating(page);
    for (const path of batch) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectHydrated(page);
      // Hydration takes the server's markup over as it is.
      expect(await readTextChangesWhileHydrating(page), path).toEqual([]);
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect(errors, path).toEqual([]);
    }
  });
}
