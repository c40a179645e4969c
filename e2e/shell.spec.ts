import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

/** Opens a navbar dropdown with Enter from its toggle (and Tab into its menu), then Escape closes it. */
async function expectEscapeCloses(page: Page, toggle: Locator, item: Locator, {tabIn = false} = {}) {
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeVisible();
  if (tabIn) {
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
}

test.describe('desktop shell', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
  });

  test('the navbar links to the tutorial, the API and the repository', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: 'Tutorial', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials$/);
    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(navbar.getByRole('link', {name: 'GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/graphql/graphql-js',
    );
  });

  test('the navbar links to the upgrade guide, and marks it as the current page there', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const upgrade = navbar.getByRole('link', {name: 'Upgrade to 17', exact: true});
    await expect(upgrade).toBeVisible();
    await upgrade.click();
    await expect(page).toHaveURL(/\/docs\/upgrade-guides\/v16-to-v17$/);
    // The site's longest page: its code loads on the click, which takes a while on a busy machine.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Upgrading from graphql 16 to 17', {
      timeout: 15_000,
    });
    await expect(upgrade).toHaveClass(/navbar__link--active/);
  });

  test('the resources dropdown opens and lists GraphQL resources', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const spec = navbar.getByRole('link', {name: 'GraphQL specification'});
    await expect(spec).toBeHidden();
    await navbar.getByRole('button', {name: 'Resources'}).hover();
    await expect(spec).toBeVisible();
    await expect(spec).toHaveAttribute('href', 'https://spec.graphql.org/');
    await expect(navbar.getByRole('link', {name: 'graphql-http'})).toBeVisible();
  });

  test('Escape closes a navbar dropdown opened from the keyboard and gives focus back to its toggle', async ({
    page,
  }) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: 'Resources'});
    const spec = navbar.getByRole('link', {name: 'GraphQL specification'});
    // From an item of the menu, then from the toggle.
    await expectEscapeCloses(page, toggle, spec, {tabIn: true});
    await expectEscapeCloses(page, toggle, spec);
  });

  test('Escape hides a navbar dropdown shown by hovering, until the pointer leaves it', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: 'Resources'});
    const spec = navbar.getByRole('link', {name: 'GraphQL specification'});
    await toggle.hover();
    await expect(spec).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(spec).toBeHidden();
    // Away and back, as a reader's pointer goes: on a busy machine Chromium may merge two quick moves into one,
    // in which the pointer never left, so the reader's gesture is repeated until it is seen.
    await expect(async () => {
      await page.mouse.move(0, 400, {steps: 4});
      await toggle.hover();
      await expect(spec).toBeVisible({timeout: 1000});
    }).toPass();
  });

  test('Escape closes the docs version dropdown; in the search dialog it still closes only the dialog', async ({
    page,
  }) => {
    await page.goto('/docs/tutorials/basic-types');
    await expectHydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.locator('.dropdown--right > .navbar__link');
    const releases = navbar.getByRole('link', {name: 'All releases'});
    await expectEscapeCloses(page, toggle, releases);

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(releases).toBeHidden();
  });

  test('the colour mode toggle switches between light and dark', async ({page}) => {
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the dark footer has the Docs, Community and More groups and the 2023 copyright', async ({page}) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveClass(/footer--dark/);
    for (const title of ['Docs', 'Community', 'More']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    for (const link of [
      'Code of Conduct',
      'Stack Overflow',
      'Discord',
      'Upcoming Events',
      'GraphQL Foundation',
    ]) {
      await expect(footer.getByRole('link', {name: link})).toBeVisible();
    }
    await expect(footer).toContainText('Copyright © 2023');
  });

  test('skip to content moves focus into the main content', async ({page}) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Chromium drops focus from <main> once Docusaurus removes its temporary tabindex, but the
    // sequential focus starting point stays there: the next Tab lands inside the main content.
    await page.keyboard.press('Tab');
    const focusedIsInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(focusedIsInMain).toBe(true);
  });

  test('the favicon loads', async ({page, request}) => {
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});

test('from the narrowest desktop width up, the navbar holds every item on one line, the title not cut', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await expectHydrated(page);
  for (const width of [997, 1040, 1100, 1101, 1280]) {
    await page.setViewportSize({width, height: 800});
    const layout = await page.locator('.navbar__inner').evaluate((inner) => {
      const title = inner.querySelector('.navbar__title')!;
      const items = Array.from(inner.querySelectorAll('.navbar__items > .navbar__item'), (item) => ({
        text: item.textContent,
        top: Math.round(item.getBoundingClientRect().top),
        height: Math.round(item.getBoundingClientRect().height),
      }));
      return {
        fits: inner.scrollWidth <= inner.clientWidth,
        titleCut: title.scrollWidth > title.clientWidth,
        items,
      };
    });
    expect(layout.fits, `${width}px`).toBe(true);
    expect(layout.titleCut, `${width}px: the title`).toBe(false);
    for (const item of layout.items) {
      expect(item.height, `${width}px: ${item.text}`).toBeLessThan(40);
      expect(item.top, `${width}px: ${item.text}`).toBe(layout.items[0].top);
    }
  }
});

test('the tutorial sidebar lists the pages in order with the Advanced category', async ({page}) => {
  await page.goto('/docs/tutorials');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link')).toHaveCount(11);
  await expect(sidebar.getByRole('button', {name: /Advanced/})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Constructing Types'})).toBeVisible();
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
});

test('code blocks are highlighted on a page loaded directly and on one opened from another page', async ({
  page,
}) => {
  const firstBlock = () => page.locator('.theme-code-block').first();
  const highlightedLine = () => page.locator('.theme-code-block-highlighted-line').first();
  await page.goto('/docs/tutorials/basic-types');
  await expectHydrated(page);
  await expect(firstBlock().locator('.token.keyword').first()).toBeVisible();
  await expect(highlightedLine()).toBeVisible();
  // A highlighted line stands out from the block by its background.
  await expect(highlightedLine()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Basic Types'}).click();
  await expect(page).toHaveURL(/\/docs\/tutorials\/basic-types$/);
  await expect(firstBlock().locator('.token.keyword').first()).toBeVisible();
  await expect(highlightedLine()).toBeVisible();
});

test('code blocks take the colours of the colour mode the page loads in', async ({page}) => {
  const block = page.locator('.theme-code-block').first();
  await page.goto('/docs/tutorials/basic-types');
  await expectHydrated(page);
  const light = await block.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Reloaded in dark mode, the server's markup (rendered in light mode) is hydrated as it is.
  await page.reload();
  await expectHydrated(page);
  const dark = await block.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(dark).not.toBe(light);
  await expect(block.locator('pre')).toHaveCSS('background-color', dark);
});
