import {expect, test} from '@playwright/test';
import {collectConsoleErrors, expectHydrated, readSitemapPaths} from './utils';

const paths = readSitemapPaths();

test('the sitemap lists the home page and the tutorials', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/tutorials');
});

for (const path of paths) {
  test(`renders ${path}`, async ({page}) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
