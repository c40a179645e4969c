import {expect, test} from '@playwright/test';
import {expectHydrated} from './utils';

// The sidebar beside an API page and its desktop table of contents are in the page's markup; a phone's
// stylesheet hides them, and the API layout (plugins/typedoc-api/theme/ApiLayout, as theme-classic's docs
// layout does) drops them once the page has hydrated on a phone (useWindowSize). These check what readers
// get: the phone's menu still holds the sidebar, and a window that grows gets both back.

const phone = {width: 390, height: 844};

for (const path of ['/api/class/GraphQLSchema']) {
  test.describe(`${path} opened on a phone`, () => {
    test.use({viewport: phone});

    test('has no hidden sidebar or table of contents, and its menu holds the sidebar @mobile', async ({
      page,
    }) => {
      await page.goto(path);
      await expectHydrated(page);
      await expect(page.locator('aside.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
      await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu [aria-current=page]')).toBeVisible();
    });

    test('shows the sidebar and table of contents once the window is as wide as a desktop @mobile', async ({
      page,
    }) => {
      await page.goto(path);
      await expectHydrated(page);
      await page.setViewportSize({width: 1280, height: 800});
      const sidebar = page.locator('aside.theme-doc-sidebar-container');
      await expect(sidebar.locator('[aria-current=page]')).toBeVisible();
      await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link').first()).toBeVisible();
    });
  });
}
