import {expect, test} from '@playwright/test';
import {expectHydrated, holdRequests, routeChunkPaths, startStaticServer, toPathnames} from './utils';

// Specification, sections 2, 4, 7 and 8: pages load on demand; a loading spinner shows while a page loads, after a
// 200 ms delay; a load failure shows a Retry button; a failed route preload logs a warning and reloads the page.
//
// Client-side navigation keeps the current page on screen until the next one's code has loaded, so the loading
// state shows where a page renders before its code is loaded: opening `page.html` on a static host without
// rewrites (such as GitHub Pages), whose path the router normalises after loading only the parent routes.

const page = '/docs/tutorials/basic-types';
const parent = '/docs/tutorials';

let host: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  host = await startStaticServer();
});
test.afterAll(async () => {
  await host.close();
});

test('Lazy pages: a page whose code loads slowly shows the loading indicator only after 200 ms', async ({
  page: tab,
  browser,
}) => {
  const chunks = await routeChunkPaths(browser, host.origin, parent, page);
  const held = await holdRequests(tab, chunks);
  await tab.clock.install();
  await tab.clock.pauseAt(Date.now() + 60_000);
  // The page's HTML names the held code as deferred scripts, so the load events wait for it: wait for the end of
  // parsing instead, after which the server-rendered article is on the page.
  await tab.goto(`${host.origin}${page}.html`, {waitUntil: 'commit'});
  await expect.poll(() => tab.evaluate(() => document.readyState)).not.toBe('loading');
  // The app has rendered the page in its loading state: the server-rendered article is gone, nothing replaces it yet.
  await expect(tab.locator('article')).toHaveCount(0);

  const spinner = tab.locator('#loader');
  await tab.clock.runFor(190);
  await expect(spinner).toHaveCount(0);
  await tab.clock.runFor(20);
  await expect(spinner).toBeVisible();

  held.release();
  await expect(spinner).toHaveCount(0);
  await expect(tab.locator('article h1')).toBeVisible();
});

test('Lazy pages: a failed load shows a Retry button that works once the network is back', async ({
  page: tab,
  browser,
}) => {
  const chunks = await routeChunkPaths(browser, host.origin, parent, page);
  const routeCode = toPathnames(chunks);
  await tab.route(routeCode, (route) => route.abort('internetdisconnected'));
  await tab.goto(`${host.origin}${page}.html`);
  await expectHydrated(tab);
  const retry = tab.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(tab.locator('article h1')).toHaveCount(0);

  await tab.unroute(routeCode);
  await retry.click();
  await expect(tab.locator('article h1')).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('Lazy pages: a failed route preload logs a warning and reloads the page', async ({
  page: tab,
  browser,
  baseURL,
}) => {
  const chunks = await routeChunkPaths(browser, baseURL!, parent, page);
  const warnings: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await tab.goto(parent);
  await expectHydrated(tab);
  await tab.route(toPathnames(chunks), (route) => route.abort('internetdisconnected'));
  // A marker that only survives if the document is not reloaded.
  await tab.evaluate(() => document.documentElement.setAttribute('data-before-reload', ''));

  const reloaded = tab.waitForEvent('load');
  await tab.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${page}"]`).click();
  await reloaded;
  await expect(tab).toHaveURL(new RegExp(`${page}$`));
  await expect(tab.locator('html')).not.toHaveAttribute('data-before-reload');
  expect(warnings.join('\n')).toMatch(/Loading chunk .* failed|ChunkLoadError/);
  // The server-rendered page is there even though its code still cannot load.
  await expect(tab.locator('article h1')).toBeVisible();
});
