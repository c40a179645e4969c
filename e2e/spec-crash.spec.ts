import {expect, test, type Page} from '@playwright/test';
import {crashMessage, expectHydrated, routeChunkPaths, toPathnames, wrapChunkModules} from './utils';

// Specification, sections 2 and 8: a crash shows 'This page crashed.' with the error message and a 'Try again'
// button. No crashing page ships with the site: the test serves the route's own chunks with every component they
// export wrapped in one that throws while `window.crashPages` is true (wrapChunkModules).

async function serveCrashingChunks(page: Page, chunks: string[]) {
  await page.route(toPathnames(chunks), async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: wrapChunkModules + (await response.text())});
  });
}

async function expectCrashPageThenRecovery(page: Page, content: ReturnType<Page['locator']>) {
  await expect(page.getByRole('heading', {name: 'This page crashed.', exact: true})).toBeVisible();
  await expect(page.getByText(crashMessage)).toBeVisible();
  await expect(content).toHaveCount(0);

  // Try again renders the page anew; with the fault gone it shows the page.
  await page.evaluate(() => ((window as unknown as {crashPages: boolean}).crashPages = false));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(content.first()).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
}

test('Crash: a doc page component that throws shows This page crashed., the error and Try again', async ({
  page,
  browser,
  baseURL,
}) => {
  const target = '/docs/tutorials/basic-types';
  await serveCrashingChunks(page, await routeChunkPaths(browser, baseURL!, '/docs/tutorials', target));
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  await page.evaluate(() => ((window as unknown as {crashPages: boolean}).crashPages = true));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${target}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // The crash is inside the page's layout: the navbar stays.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expectCrashPageThenRecovery(page, page.locator('article h1'));
});

test('Crash: a page component that throws outside its layout shows the same page and recovers @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  await serveCrashingChunks(page, await routeChunkPaths(browser, baseURL!, '/docs/tutorials', '/'));
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  await page.evaluate(() => ((window as unknown as {crashPages: boolean}).crashPages = true));
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'graphql-js'}).first().click();
  await expectCrashPageThenRecovery(page, page.getByRole('heading', {level: 1, name: 'graphql-js'}));
  await expect(page).toHaveURL(/\/$/);
});
