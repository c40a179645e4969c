import {expect, test, type Page} from '@playwright/test';
import {expectHydrated, holdRequests, preloadRoute, routeChunkPaths} from './utils';

// Specification, section 9: a progress bar appears if a route change takes more than 200 ms, with minimum 0.08,
// speed 200 ms, trickle rate 0.02, trickle speed 800 ms and the spinner shown.

const from = '/docs/tutorials';
const to = '/docs/tutorials/basic-types';

function linkTo(page: Page, path: string) {
  return page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${path}"]`);
}

/** The bar's progress as nprogress draws it: `translate3d(-92%, 0, 0)` is 0.08. */
async function barProgress(page: Page): Promise<number> {
  const transform = await page
    .locator('#nprogress .bar')
    .evaluate((bar) => (bar as HTMLElement).style.transform);
  const match = /translate3d\((-?[\d.]+)%/.exec(transform);
  expect(match, `bar transform ${transform}`).not.toBeNull();
  return 1 + Number(match![1]) / 100;
}

test('Progress bar on route changes that take over 200 ms, with the specification settings', async ({
  page,
  browser,
  baseURL,
}) => {
  const chunks = await routeChunkPaths(browser, baseURL!, from, to);
  await page.clock.install();
  await page.goto(from);
  await expectHydrated(page);
  const held = await holdRequests(page, chunks);
  // From here on the page's timers only advance when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);

  await linkTo(page, to).click();
  await page.clock.runFor(190);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toBeVisible();

  // Starts at the minimum and moves with the configured speed.
  expect(await barProgress(page)).toBeCloseTo(0.08, 5);
  await expect(page.locator('#nprogress .bar')).toHaveCSS('transition-duration', '0.2s');

  // Trickles every 800 ms by at most 0.02.
  await page.clock.runFor(770);
  expect(await barProgress(page)).toBeCloseTo(0.08, 5);
  let previous = 0.08;
  for (let step = 0; step < 5; step++) {
    await page.clock.runFor(step === 0 ? 40 : 800);
    const progress = await barProgress(page);
    expect(progress).toBeGreaterThan(previous);
    expect(progress - previous).toBeLessThanOrEqual(0.02 + 1e-9);
    previous = progress;
  }

  // Once the page has loaded, the bar completes and goes away (its fade-out runs on the paused clock).
  held.release();
  await expect(linkTo(page, to)).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return page.locator('#nprogress').count();
    })
    .toBe(0);
});

test('Progress bar: a route change under 200 ms shows none', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) document.documentElement.dataset.progressBarSeen = 'true';
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(from);
  await expectHydrated(page);
  // Once the route's code is loaded, the change completes well within 200 ms.
  await preloadRoute(page, to);
  await linkTo(page, to).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await page.waitForTimeout(600);
  await expect(page.locator('html')).not.toHaveAttribute('data-progress-bar-seen', 'true');
});
