import {expect, test} from '@playwright/test';
import {readSitemapPaths} from './utils';

// Specification, section 2: any other path gets a not-found page; all routes are static pages, so with JavaScript
// disabled every page's content is still readable in the server-rendered HTML.

test('Not found: every unknown path gets the not-found page @mobile', async ({page}) => {
  for (const unknown of [
    '/no/such/page',
    '/docs/no-such-page',
    '/docs/tutorials/no-such-tutorial',
    '/api/nope',
    '/api/function/nope',
  ]) {
    const response = await page.goto(unknown);
    expect(response?.status(), unknown).toBe(404);
    await expect(page.getByRole('heading', {level: 1}), unknown).toHaveText('Page Not Found');
  }
});

// The site's sections (the first two path segments: `/docs/tutorials`, `/api/function`, ...), each checked in a
// test of its own so that the sections run in parallel and a failure names its section.
const pathsBySection = new Map<string, string[]>();
for (const pagePath of readSitemapPaths()) {
  const section = pagePath.split('/').slice(0, 3).join('/');
  pathsBySection.set(section, [...(pathsBySection.get(section) ?? []), pagePath]);
}

test.describe('JavaScript disabled', () => {
  test.describe.configure({mode: 'parallel'});
  test.use({javaScriptEnabled: false});

  for (const [section, paths] of pathsBySection) {
    test(`JavaScript disabled: every page content is still readable (${section}, ${paths.length} pages)`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + paths.length * 2_000);
      for (const pagePath of paths) {
        await page.goto(pagePath);
        await expect(page.locator('h1').first(), pagePath).toBeVisible();
        const text = await page.locator('main').first().innerText();
        expect(text.trim().length, `${pagePath} has readable main content`).toBeGreaterThan(20);
        await expect(page.locator('nav[aria-label="Main"]'), pagePath).toBeVisible();
      }
    });
  }

  test('JavaScript disabled: an unknown path shows the not-found page', async ({page}) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});
