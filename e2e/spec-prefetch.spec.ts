import {expect, test, type Page} from '@playwright/test';
import {expectHydrated, routeChunkPaths} from './utils';

// Specification, sections 2 and 9: pages are prefetched on hover or touch, unless the connection is 2g or slow, or
// data-saver mode is on.

const target = '/docs/tutorials';

/** Emulates the Network Information API, which Chromium reports from the real connection otherwise. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({...value, addEventListener() {}, removeEventListener() {}}),
    });
  }, connection);
}

/** Every JavaScript file the page requests from now on, prefetches included. */
function recordJavaScript(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) files.push(new URL(request.url()).pathname);
  });
  return files;
}

function footerLink(page: Page) {
  return page.getByRole('contentinfo').getByRole('link', {name: 'Tutorial', exact: true});
}

test.describe('Prefetch on a fast connection', () => {
  test.use({hasTouch: true});

  for (const gesture of ['hover', 'touch'] as const) {
    test(`Prefetch: ${gesture === 'hover' ? 'hovering' : 'touching'} a link prefetches its page's chunks @mobile`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const chunks = await routeChunkPaths(browser, baseURL!, '/', target);
      await emulateConnection(page, {effectiveType: '4g', saveData: false});
      const javaScript = recordJavaScript(page);
      await page.goto('/');
      await expectHydrated(page);
      const link = footerLink(page);
      await link.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      // The navbar and the footer both show links to the target: being in view is not a gesture.
      expect(
        javaScript.filter((file) => chunks.includes(file)),
        'nothing of the linked page is fetched before the gesture',
      ).toEqual([]);

      const beforeGesture = javaScript.length;
      if (gesture === 'hover') await link.hover();
      else await link.dispatchEvent('touchstart');
      await expect.poll(() => javaScript.slice(beforeGesture).sort()).toEqual([...chunks].sort());

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

const slowConnections = [
  {name: 'effectiveType 2g', connection: {effectiveType: '2g', saveData: false}},
  {name: 'effectiveType slow-2g', connection: {effectiveType: 'slow-2g', saveData: false}},
  {name: 'saveData on', connection: {effectiveType: '4g', saveData: true}},
];

test.describe('No prefetch on a slow or data-saving connection', () => {
  test.use({hasTouch: true});

  for (const {name, connection} of slowConnections) {
    test(`Prefetch: none when ${name} @mobile`, async ({page, browser, baseURL}) => {
      const chunks = await routeChunkPaths(browser, baseURL!, '/', target);
      await emulateConnection(page, connection);
      const javaScript = recordJavaScript(page);
      await page.goto('/');
      await expectHydrated(page);
      const link = footerLink(page);
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await link.dispatchEvent('touchstart');
      await page.waitForTimeout(1_000);
      const fetchedAhead = javaScript.filter((file) => chunks.includes(file));
      expect(fetchedAhead, 'none of the linked page code is fetched ahead of a click').toEqual([]);

      // The page still loads on demand.
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('article h1')).toBeVisible();
      expect(javaScript.filter((file) => chunks.includes(file)).sort()).toEqual([...chunks].sort());
    });
  }
});
