import {expect, test, type Page} from '@playwright/test';
import {expectHydrated} from './utils';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';

// Issue 22: routing matches the server, and the 404 page helps.

const heading = (page: Page) => page.getByRole('heading', {level: 1});

test.describe('Routing matches the server', () => {
  test('a path that differs from a page only in case shows the 404 page, loaded or navigated to', async ({
    page,
  }) => {
    const response = await page.goto('/API/function/parse');
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(heading(page)).toHaveText('Page Not Found');

    // In the app: the client router follows a history change to a miscased path.
    await page.goto('/');
    await expectHydrated(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Docs/tutorials/basic-types');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(heading(page)).toHaveText('Page Not Found');

    await page.goto('/api/function/parse');
    await expectHydrated(page);
    await expect(heading(page)).toHaveText('parse');
  });
});

test.describe('The 404 page helps', () => {
  test('an API path suggests the closest symbol, and the suggestion opens it', async ({page}) => {
    await page.goto('/api/function/Parse');
    await expectHydrated(page);
    const suggestion = page.getByRole('status').filter({hasText: 'Did you mean'});
    await expect(suggestion).toContainText('parse');
    await suggestion.getByRole('link', {name: 'parse', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/function\/parse$/);
    await expect(heading(page)).toHaveText('parse');
  });

  test('a misspelt symbol under the wrong kind is suggested too', async ({page}) => {
    await page.goto('/api/class/buildSchma');
    await expectHydrated(page);
    await expect(
      page.getByRole('status').filter({hasText: 'Did you mean'}).getByRole('link', {name: 'buildSchema'}),
    ).toHaveAttribute('href', '/api/function/buildSchema');
  });

  test('every unknown path offers the search box and the sections of the site', async ({page}) => {
    await page.goto('/docs/tutorials/no-such-tutorial');
    await expectHydrated(page);
    await expect(heading(page)).toHaveText('Page Not Found');
    const sections = page.getByRole('navigation', {name: 'Sections of the site'});
    // Each section opens where the navbar's entry of the same name opens.
    for (const name of ['Tutorial', 'Guides', 'API']) {
      const navbarHref = await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('link', {name, exact: true})
        .getAttribute('href');
      await expect(sections.getByRole('link', {name, exact: true})).toHaveAttribute('href', navbarHref!);
    }
    await expect(page.getByRole('status').filter({hasText: 'Did you mean'})).toHaveCount(0);

    const search = page.getByRole('search').filter({has: page.getByLabel('Search the documentation')});
    await search.getByRole('searchbox', {name: 'Search the documentation'}).fill('schema');
    await search.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=schema$/);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('without JavaScript the search box still submits to /search', async ({page}) => {
      await page.goto('/no/such/page');
      const search = page.getByRole('search').filter({has: page.getByLabel('Search the documentation')});
      await search.getByRole('searchbox', {name: 'Search the documentation'}).fill('parse');
      await search.getByRole('button', {name: 'Search', exact: true}).click();
      await expect(page).toHaveURL(/\/search\?q=parse$/);
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the 404 page with suggestions has no accessibility violations in ${theme} mode`, async ({page}) => {
      await page.goto(`/api/function/Parse?docusaurus-theme=${theme}`);
      await expectHydrated(page);
      await expect(page.getByRole('status').filter({hasText: 'Did you mean'})).toBeVisible();
      expect(await readAxeViolations(axeBuilder(page).withTags(['wcag2a', 'wcag2aa']))).toEqual([]);
    });
  }
});
