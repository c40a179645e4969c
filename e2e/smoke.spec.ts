import {expect, test} from '@playwright/test';
import {
  collectConsoleErrors,
  expectHydrated,
  readSitemapPaths,
  readTextChangesWhileHydrating,
  watchTextChangesWhileHydrating,
} from './utils';

// graphql 16's API pages are rendered by the same components as 17's, so the first page of each of its kinds
// stands for the rest here; e2e/spec-not-found-and-no-js.spec.ts still reads every one of them.
const v16Sections = new Set<string>();
const paths = readSitemapPaths().filter((pagePath) => {
  const v16Section = /^\/api\/v16\/[^/]+/.exec(pagePath)?.[0];
  if (!v16Section) return true;
  if (v16Sections.has(v16Section)) return false;
  v16Sections.add(v16Section);
  return true;
});

// Every page of the sitemap, a batch per test: one browser page visits the batch's paths in turn, which
// spares a new browser context per path, and the batches share the workers.
const batchSize = 30;
test.describe.configure({mode: 'parallel'});

test('the sitemap lists the home page and the tutorials', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/tutorials');
});

for (let start = 0; start < paths.length; start += batchSize) {
  const batch = paths.slice(start, start + batchSize);
  test(`renders ${batch[0]} and the ${batch.length - 1} sitemap paths after it`, async ({page}) => {
    // A full page load per path, on a machine the other worker shares.
    test.setTimeout(batch.length * 3000);
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
