import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildDir, expectHydrated, startStaticServer} from './utils';

// Specification, section 2: paths ending in .html or /index.html are treated as the path without that ending;
// links get a trailing slash added or removed by a site setting (here `trailingSlash: false`, see README.md);
// hash-only links are left untouched; after navigation the page scrolls to the top, or to the anchor if the link
// has one.

const equivalents = [
  ['/docs/tutorials/basic-types.html', '/docs/tutorials/basic-types'],
  ['/docs/tutorials/index.html', '/docs/tutorials'],
];

async function pageIdentity(page: Page, url: string) {
  await page.goto(url);
  await expectHydrated(page);
  await expect(page.locator('article h1')).toBeVisible();
  return {heading: await page.locator('article h1').textContent(), title: await page.title()};
}

test('Paths: .html and /index.html paths show the same pages as their clean paths', async ({
  page,
  baseURL,
}) => {
  // `npm run serve` redirects them; a static host without rewrites (GitHub Pages) serves the file or the 404 page,
  // and the site's router treats the path as the clean one.
  const plainHost = await startStaticServer();
  try {
    for (const [withEnding, clean] of equivalents) {
      const expected = await pageIdentity(page, clean);
      for (const origin of [baseURL, plainHost.origin]) {
        expect(await pageIdentity(page, `${origin}${withEnding}`), `${origin}${withEnding}`).toEqual(
          expected,
        );
      }
    }
  } finally {
    await plainHost.close();
  }
});

test('Paths: trailing slashes follow trailingSlash false', async ({page}) => {
  // Pages are written as `name.html`, not `name/index.html`.
  expect(existsSync(path.join(buildDir, 'docs/tutorials/basic-types.html'))).toBe(true);
  expect(existsSync(path.join(buildDir, 'docs/tutorials/basic-types/index.html'))).toBe(false);

  for (const pagePath of ['/', '/docs/tutorials', '/docs/tutorials/basic-types']) {
    await page.goto(pagePath);
    await expectHydrated(page);
    const internalHrefs = await page
      .locator('a[href^="/"], link[rel="canonical"]')
      .evaluateAll((elements) =>
        elements.map((element) => new URL((element as HTMLAnchorElement).href).pathname),
      );
    expect(internalHrefs.length).toBeGreaterThan(0);
    expect(
      internalHrefs.filter((href) => href !== '/' && href.endsWith('/')),
      `links with a trailing slash on ${pagePath}`,
    ).toEqual([]);
  }

  // A path typed with a slash ends up at the slash-less page.
  const response = await page.goto('/docs/tutorials/basic-types/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/tutorials\/basic-types$/);
});

test('Paths: hash-only links are untouched', async ({page}) => {
  for (const pagePath of ['/', '/docs/tutorials', '/docs/tutorials/basic-types']) {
    await page.goto(pagePath);
    await expectHydrated(page);
    const hashLinks = await page.locator('a[href^="#"]').evaluateAll((links) =>
      links.map((link) => {
        const href = link.getAttribute('href')!;
        return {href, targetExists: document.getElementById(decodeURIComponent(href.slice(1))) !== null};
      }),
    );
    // Every page has at least the skip-to-content link.
    expect(hashLinks.length).toBeGreaterThan(0);
    for (const link of hashLinks) {
      expect(link.href, `hash link on ${pagePath}`).toMatch(/^#[^/#?]*$/);
      // A bare `#` is a dropdown toggle; any other hash link points into the page.
      if (link.href !== '#') expect(link.targetExists, `${link.href} on ${pagePath}`).toBe(true);
    }
  }
});

test('Paths: after navigation the page scrolls to the top @mobile', async ({page}) => {
  await page.goto('/docs/tutorials/basic-types');
  await expectHydrated(page);
  await page.addStyleTag({content: 'main { min-height: 300vh; }'});
  const link = page.getByRole('contentinfo').getByRole('link', {name: 'Tutorial', exact: true});
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/tutorials$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Paths: after navigation to a path with an anchor the page scrolls to the anchor', async ({page}) => {
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  // Every page has the main content's skip target; pushing it down the page makes scrolling to it measurable.
  const anchor = '__docusaurus_skipToContent_fallback';
  await page.addStyleTag({content: `#${anchor} { margin-top: 150vh; } main { min-height: 300vh; }`});
  // The router follows a history entry as it follows a link: same transition, same scroll handling.
  await page.evaluate((hash) => {
    window.history.pushState(null, '', `/docs/tutorials/basic-types#${hash}`);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, anchor);
  await expect(page).toHaveURL(new RegExp(`/docs/tutorials/basic-types#${anchor}$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const top = await page.locator(`#${anchor}`).evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top)).toBeLessThan(100);
});
