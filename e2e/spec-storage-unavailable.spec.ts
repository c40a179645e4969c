import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectConsoleErrors, expectHydrated, readSectionSamples} from './utils';

// Specification, section 8: a warning that browser storage is unavailable (iframe, incognito, strict privacy);
// the site keeps working. Sandboxed iframes and strict privacy modes make `window.localStorage` throw.

const storageWarning = /browser storage is not available/;

async function makeLocalStorageThrow(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          'The document is sandboxed and lacks the allow-same-origin flag.',
          'SecurityError',
        );
      },
    });
  });
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

function menuButton(page: Page) {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

/** Where the reader finds the site's sections: the navbar on a wide screen, the opened slide-in menu on a phone. */
async function openMenu(page: Page, onPhone: boolean): Promise<Locator> {
  if (!onPhone) return page.getByRole('navigation', {name: 'Main'});
  await menuButton(page).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeInViewport({ratio: 0.9});
  return menu;
}

test('Storage unavailable: the site works and the warning is logged once, not thrown @mobile', async ({
  page,
}) => {
  await makeLocalStorageThrow(page);
  const errors = collectConsoleErrors(page);
  const warnings = collectWarnings(page);
  await page.goto('/');
  await expectHydrated(page);

  // Colour mode and the announcement bar work for the visit, without storage. A phone reader reaches the toggle
  // and the site's sections through the slide-in menu, as phones show them; the page keeps its width throughout.
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.getByRole('banner').filter({hasText: 'graphql-js 17'})).toBeHidden();
  const onPhone = await menuButton(page).isVisible();
  const menu = await openMenu(page, onPhone);
  await menu.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Client-side navigation through the site.
  await menu.getByRole('link', {name: 'Tutorial', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/tutorials$/);
  await expect(page.locator('article h1')).toBeVisible();
  const sidebar = onPhone
    ? await openMenu(page, onPhone)
    : page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.locator('a[href="/docs/tutorials/basic-types"]').click();
  await expect(page).toHaveURL(/\/docs\/tutorials\/basic-types$/);
  await expect(page.locator('article h1')).toBeVisible();
  if (onPhone) {
    // On a docs page the phone menu opens on the docs sidebar; the site's sections are one step back.
    await (await openMenu(page, onPhone)).getByRole('button', {name: /back to main menu/i}).click();
  }
  await menu.getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.locator('h1').first()).toBeVisible();

  expect(errors).toEqual([]);
  expect(warnings.filter((warning) => storageWarning.test(warning))).toHaveLength(1);
});

test('Storage unavailable: every kind of page renders and hydrates', async ({page}) => {
  await makeLocalStorageThrow(page);
  const sample = readSectionSamples();
  test.setTimeout(sample.length * 5_000);
  for (const pagePath of [...sample, '/no/such/page']) {
    const errors = collectConsoleErrors(page);
    const warnings = collectWarnings(page);
    await page.goto(pagePath);
    await expectHydrated(page);
    await expect(page.locator('h1').first(), pagePath).toBeVisible();
    const pageErrors = errors.filter((error) => !error.includes('404 (Not Found)'));
    expect(pageErrors, pagePath).toEqual([]);
    expect(
      warnings.filter((warning) => storageWarning.test(warning)),
      pagePath,
    ).toHaveLength(1);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('Storage unavailable: the site works inside a sandboxed iframe', async ({page, baseURL}) => {
  const errors = collectConsoleErrors(page);
  await page.setContent(
    `<iframe sandbox="allow-scripts" src="${baseURL}/docs/tutorials" style="width: 1200px; height: 700px"></iframe>`,
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html[data-has-hydrated="true"]')).toBeAttached();
  const storageThrows = await page.frames()[1].evaluate(() => {
    try {
      return window.localStorage === undefined;
    } catch {
      return true;
    }
  });
  expect(storageThrows, 'local storage is unavailable in the sandbox').toBe(true);
  await frame.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await frame
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('a[href="/docs/tutorials/basic-types"]')
    .click();
  await expect(frame.locator('article h1')).toBeVisible();
  expect(errors).toEqual([]);
});
