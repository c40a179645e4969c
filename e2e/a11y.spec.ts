import {expect, test} from '@playwright/test';
import {pageFamilies, type PageFamily} from '../scripts/bench/families';
import {toAxeViolations, withColorMode} from '../scripts/bench/runAxe';
import {readSitemapPaths} from './utils';

// Two runs of axe-core take half a minute on the longest API pages when the two cores are shared.
test.describe.configure({timeout: 120_000});

/**
 * The kinds of page the bench's families leave out, found in the built sitemap: one page of each other API kind,
 * and the search page (kept out of the sitemap, so named here) with results on it.
 */
function otherFamilies(): PageFamily[] {
  const paths = readSitemapPaths();
  const covered = pageFamilies.map((family) => family.path);
  const apiKindOf = (path: string) => /^\/api\/([^/]+)\//.exec(path)?.[1];
  const coveredKinds = new Set(covered.map(apiKindOf));
  const firstOfOtherKinds = new Map<string, string>();
  for (const path of paths) {
    const kind = apiKindOf(path);
    if (kind && !coveredKinds.has(kind) && !firstOfOtherKinds.has(kind)) firstOfOtherKinds.set(kind, path);
  }
  return [
    ...[...firstOfOtherKinds].map(([kind, path]) => ({id: `api-${kind}`, label: `API ${kind}`, path})),
    {id: 'search', label: 'Search page', path: '/search?q=parse'},
  ];
}

/**
 * The colour modes differ in colours, and in which version of a themed image shows: in dark mode, after a whole
 * run in light mode, axe-core runs the rules that read those. Both runs share one page, so the second is served
 * from its cache; soft assertions report the violations of both.
 */
const darkModeRules = ['color-contrast', 'link-in-text-block', 'image-alt'];

for (const family of [...pageFamilies, ...otherFamilies()]) {
  test(`axe-core finds no violation on the ${family.label} (${family.path}) in light mode, nor of its colour rules in dark mode`, async ({
    page,
    baseURL,
  }) => {
    for (const mode of ['light', 'dark'] as const) {
      await test.step(`${mode} mode`, async () => {
        await page.goto(withColorMode(`${baseURL}${family.path}`, mode));
        await expect(page.locator(`html[data-has-hydrated="true"][data-theme="${mode}"]`)).toBeAttached();
        const violations = await toAxeViolations(page, mode === 'dark' ? darkModeRules : undefined);
        expect.soft(violations, `${mode} mode`).toEqual([]);
      });
    }
  });
}
