import {load} from 'cheerio';
import {expect, test} from '@playwright/test';
import {readSitemapFolders} from './utils';

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

test.describe('JavaScript disabled', () => {
  test.describe.configure({mode: 'parallel'});
  test.use({javaScriptEnabled: false});

  // A test per folder of the site, so that a failure names its folder. Without JavaScript a browser shows the
  // server's HTML as it is: every page's HTML is read here, and a browser opens the folder's first page, whose
  // layout and styles the others share, to see that the content shows.
  for (const [folder, paths] of readSitemapFolders()) {
    test(`JavaScript disabled: every page content is still readable (${folder}, ${paths.length} pages)`, async ({
      page,
      request,
    }) => {
      for (const pagePath of paths) {
        const response = await request.get(pagePath);
        expect(response.status(), pagePath).toBe(200);
        const $ = load(await response.text());
        expect($('h1').first().text().trim(), `${pagePath} has a title`).not.toBe('');
        expect(
          $('main').first().text().trim().length,
          `${pagePath} has readable main content`,
        ).toBeGreaterThan(20);
        expect($('nav[aria-label="Main"]'), `${pagePath} has the navbar`).toHaveLength(1);
      }
      const [first] = paths;
      await page.goto(first);
      await expect(page.locator('h1').first(), first).toBeVisible();
      const text = await page.locator('main').first().innerText();
      expect(text.trim().length, `${first} shows its main content`).toBeGreaterThan(20);
      await expect(page.locator('nav[aria-label="Main"]'), first).toBeVisible();
    });
  }

  test('JavaScript disabled: an unknown path shows the not-found page', async ({page}) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});
