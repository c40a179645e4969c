import {expect, test, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, sections 2 and 4: below 996 px the navbar collapses into a slide-in menu, which closes on back
// navigation and when the viewport becomes desktop width; collapsible menus collapse and expand.

const mobile = {width: 390, height: 844};

function menuToggle(page: Page) {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

function menu(page: Page) {
  return page.locator('.navbar-sidebar');
}

async function expectMenuOpen(page: Page, open: boolean) {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  if (open) {
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(menu(page)).toBeInViewport({ratio: 0.9});
  } else {
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menu(page)).not.toBeInViewport();
  }
}

test.describe('Mobile menu below 996 px', () => {
  test.use({viewport: mobile});

  test('Mobile menu: opens as a slide-in with the navbar links, and closes on Escape @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHydrated(page);
    await expect(menuToggle(page)).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}),
    ).toBeHidden();
    // Closed, the menu is not shown; opened, it moves in from the left, the first time as on later ones.
    // Animations are frozen at their start to see where the menu comes from, then let run.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    for (const opening of ['first', 'second']) {
      await expect(menu(page), `before the ${opening} opening`).not.toBeInViewport();
      await devtools.send('Animation.setPlaybackRate', {playbackRate: 0});
      await menuToggle(page).click();
      const start = await menu(page).boundingBox();
      expect(start!.x + start!.width, `the ${opening} opening starts off-screen`).toBeLessThanOrEqual(0);
      await devtools.send('Animation.setPlaybackRate', {playbackRate: 1});
      await expectMenuOpen(page, true);
      await expect.poll(async () => (await menu(page).boundingBox())!.x).toBe(0);
      for (const name of ['API', 'Tutorial', 'Upgrade to 17'])
        await expect(menu(page).getByRole('link', {name, exact: true})).toBeVisible();
      await page.getByRole('button', {name: 'Close navigation bar'}).click();
      await expectMenuOpen(page, false);
    }
    // Escape closes it too, and the focus goes back to the button that opened it.
    await menuToggle(page).click();
    await expectMenuOpen(page, true);
    await menu(page).getByRole('link', {name: 'API', exact: true}).focus();
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false);
    await expect(menuToggle(page)).toBeFocused();
  });

  test('Mobile menu: closes on browser back navigation @mobile', async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
    await menuToggle(page).click();
    await menu(page).getByRole('link', {name: 'Tutorial', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials$/);
    await expectMenuOpen(page, false);
    // The address changes before the new page renders, and the new page's layout starts with the menu closed:
    // opening the menu before then would open the old page's menu.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting Started');

    await menuToggle(page).click();
    await expectMenuOpen(page, true);
    await page.goBack();
    await expectMenuOpen(page, false);
    // Back closes the menu instead of leaving the page.
    await expect(page).toHaveURL(/\/docs\/tutorials$/);
  });

  test('Mobile menu: closes when the viewport grows to desktop width @mobile', async ({page}) => {
    await page.goto('/docs/tutorials');
    await expectHydrated(page);
    await menuToggle(page).click();
    await expectMenuOpen(page, true);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.getByRole('navigation', {name: 'Main'})).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize(mobile);
    await expectMenuOpen(page, false);
    await expect(menuToggle(page)).toBeVisible();
  });

  test('Mobile menu: the navbar dropdown inside it collapses and expands @mobile', async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
    await menuToggle(page).click();
    const spec = menu(page).getByRole('link', {name: 'GraphQL specification'});
    const resources = menu(page).getByRole('button', {name: 'Resources'});
    await expect(spec).toBeHidden();
    await resources.click();
    await expect(spec).toBeVisible();
    await resources.click();
    await expect(spec).toBeHidden();
  });
});

test('Collapsible menus: a docs sidebar category collapses and expands @mobile', async ({page}) => {
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  // On phones the docs sidebar lives in the slide-in menu.
  const isMobile = await menuToggle(page).isVisible();
  if (isMobile) await menuToggle(page).click();
  const sidebar = isMobile ? menu(page) : page.getByRole('navigation', {name: 'Docs sidebar'});
  const category = sidebar.getByRole('button', {name: 'Advanced'});
  const item = sidebar.getByRole('link', {name: 'Constructing Types'});
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeVisible();
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(item).toBeHidden();
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeVisible();
});
