import {expect, test} from '@playwright/test';
import {expectHydrated, startStaticServer} from './utils';

// Specification, section 8: a base-URL problem banner suggesting a baseUrl, shown only on the home page. The build
// (baseUrl `/`) is served under `/docs-site/`, where its scripts and styles are not found.

const bannerText = 'Your Docusaurus site did not load properly.';

let host: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  host = await startStaticServer('/docs-site/');
});
test.afterAll(async () => {
  await host.close();
});

test('Base URL: a wrong base path shows the banner with the suggested baseUrl on the home page', async ({
  page,
}) => {
  await page.goto(`${host.origin}/docs-site/`);
  await expect(page.getByText(bannerText)).toBeVisible();
  await expect(page.getByText(/Current configured baseUrl = \//)).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
    '/docs-site/',
  );
});

test('Base URL: the banner is shown on the home page only', async ({page}) => {
  const response = await page.goto(`${host.origin}/docs-site/docs/tutorials`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('load');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(bannerText)).toHaveCount(0);
});

test('Base URL: the right base path shows no banner', async ({page}) => {
  await page.goto('/');
  await expectHydrated(page);
  await expect(page.getByText(bannerText)).toHaveCount(0);
});
