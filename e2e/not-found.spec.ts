import {expect, test, type Page} from '@playwright/test';
import {buildDir, expectHydrated, readBuiltTitle, readSitemapPaths} from './utils';
import path from 'node:path';
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

  test('an unknown docs path suggests the docs pages it resembles, and the suggestion opens it', async ({
    page,
  }) => {
    await page.goto('/docs/guides/basic-types');
    await expectHydrated(page);
    const suggestion = page.getByRole('status').filter({hasText: 'Did you mean'});
    await suggestion.getByRole('link', {name: '/docs/tutorials/basic-types'}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/basic-types$/);
    await expect(heading(page)).toHaveText('Basic Types');

    await page.goto('/docs/guides/eror');
    await expect(
      page
        .getByRole('status')
        .filter({hasText: 'Did you mean'})
        .getByRole('link', {name: '/docs/guides/errors'}),
    ).toHaveAttribute('href', '/docs/guides/errors');
  });

  test('a symbol only graphql 16 has is suggested on its graphql 16 page', async ({page}) => {
    const paths = readSitemapPaths();
    const latestNames = new Set(
      paths.filter((p) => /^\/api\/(?!v16\/)[^/]+\/[^/]+$/.test(p)).map((p) => p.split('/').pop()),
    );
    const only16 = paths
      .filter((p) => p.startsWith('/api/v16/function/'))
      .map((p) => p.split('/').pop()!)
      .find((name) => !latestNames.has(name))!;
    expect(only16).toBeDefined();
    await page.goto(`/api/function/${only16}`);
    await expectHydrated(page);
    const suggestion = page.getByRole('status').filter({hasText: 'Did you mean'});
    await expect(suggestion.getByRole('link').first()).toHaveAttribute('href', `/api/v16/function/${only16}`);
    await expect(suggestion).toContainText(`${only16} (function, graphql 16)`);
  });

  test('every not-found page has the same title, loaded or navigated to', async ({page}) => {
    const title = readBuiltTitle(path.join(buildDir, '404.html'));
    expect(title).toContain('Page Not Found');
    for (const unknown of [
      '/no/such/page',
      '/docs/nope',
      '/docs/tutorials/nope',
      '/api/nope',
      '/api/function/nope',
      '/api/v16/class/Nope',
      '/API/function/parse',
    ]) {
      await page.goto(unknown);
      await expectHydrated(page);
      await expect(page, unknown).toHaveTitle(title);
    }
    await page.goto('/docs/tutorials/basic-types');
    await expectHydrated(page);
    for (const unknown of ['/docs/nope', '/api/function/nope', '/nope']) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, unknown);
      await expect(heading(page), unknown).toHaveText('Page Not Found');
      await expect(page, unknown).toHaveTitle(title);
    }
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
