import {expect, test} from '@playwright/test';
import {pageFamilies} from '../scripts/bench/families';
import {toAxeViolations, withColorMode} from '../scripts/bench/runAxe';

// axe-core needs tens of seconds on the long API pages when the two cores are shared.
test.describe.configure({timeout: 120_000});

for (const family of pageFamilies) {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation on the ${family.label} (${family.path}) in ${mode} mode`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(withColorMode(`${baseURL}${family.path}`, mode));
      await expect(page.locator(`html[data-has-hydrated="true"][data-theme="${mode}"]`)).toBeAttached();
      expect(await toAxeViolations(page)).toEqual([]);
    });
  }
}
