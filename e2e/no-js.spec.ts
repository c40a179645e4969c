import {expect, test, type Locator, type Page} from '@playwright/test';
import {pageFamilies} from '../scripts/bench/families';
import {
  collectConsoleErrors,
  expectHydrated,
  noticeableShift,
  readLayoutShift,
  readSitemapPaths,
  watchLayoutShifts,
} from './utils';

// Issue 22: pages work without JavaScript. On a phone the navbar's links sit behind the menu button, and on docs
// and API pages so does the sidebar; without JavaScript that menu still opens, and every page in the sidebars can
// be reached from it, collapsed categories included.

const phone = {width: 390, height: 844};

function menuToggle(page: Page): Locator {
  return page.getByLabel('Toggle navigation bar');
}

/** The navbar's links to pages, as a wide screen shows them in the navbar itself. */
async function readNavbarLinkNames(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(path);
  const links = page.getByRole('navigation', {name: 'Main'}).locator('.navbar__item.navbar__link');
  const names = await links.allInnerTexts();
  await page.setViewportSize(phone);
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/** The paths the links matched by `links` lead to. */
async function readPaths(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

/**
 * What the open phone menu offers on the page, read in one call: the paths of the sidebar's links a reader can
 * see (with a box, as Playwright counts visible), of its collapsed categories, and of the API version switch.
 */
async function readMenuPaths(
  page: Page,
): Promise<{visible: string[]; collapsed: string[]; otherVersions: string[]}> {
  return page.evaluate(() => {
    const paths = (links: Element[]) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname);
    const all = (selector: string) => Array.from(document.querySelectorAll(selector));
    const sidebar = 'nav[aria-label="Docs sidebar"]';
    const hasBox = (link: Element) => {
      const {width, height} = link.getBoundingClientRect();
      return width > 0 && height > 0 && link.checkVisibility({visibilityProperty: true});
    };
    return {
      visible: paths(all(`${sidebar} a[href]`).filter(hasBox)),
      collapsed: paths(all(`${sidebar} .menu__list-item--collapsed > .menu__list-item-collapsible > a`)),
      otherVersions: paths(all('nav[aria-label="API version"] a[href]')),
    };
  });
}

test.describe('Pages work without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: phone});

  test('Pages work without JavaScript: the phone menu opens, with the navbar links and the sidebar', async ({
    page,
  }) => {
    for (const path of ['/', '/docs/tutorials', '/api/function/parse']) {
      const names = await readNavbarLinkNames(page, path);
      expect(names, `${path}: the navbar has links`).toEqual(expect.arrayContaining(['Tutorial', 'API']));
      const navbarLink = (name: string) =>
        page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name, exact: true});
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      const hasSidebar = (await sidebar.count()) > 0;

      await expect(menuToggle(page), path).toBeVisible();
      for (const name of names)
        await expect(navbarLink(name).first(), `${path}: ${name} before`).toBeHidden();
      if (hasSidebar) await expect(sidebar, `${path}: the sidebar before`).toBeHidden();

      await menuToggle(page).click();
      const menuLinks = page
        .locator(':is([data-no-js-menu], .theme-doc-sidebar-container) a')
        .filter({visible: true});
      for (const name of names) {
        const link = menuLinks.filter({hasText: new RegExp(`^${name}$`)});
        await expect(link, `${path}: ${name}`).toBeInViewport();
      }
      if (hasSidebar) {
        await expect(sidebar.getByRole('link').first(), `${path}: the sidebar`).toBeInViewport();
      }
    }
    // The docs and API pages have a sidebar, the home page has none: both kinds were seen.
    await page.goto('/');
    await menuToggle(page).click();
    await page.locator('[data-no-js-menu] a').getByText('API', {exact: true}).click();
    await expect(page).toHaveURL(/\/api$/);
  });

  test('Pages work without JavaScript: collapsed sidebar categories can be reached', async ({page}) => {
    const pages = readSitemapPaths();
    test.setTimeout(60_000 + pages.length * 200);
    // From the navbar's pages, follow every collapsed category's link and note each page the open menu lists.
    await page.goto('/');
    await menuToggle(page).click();
    const starts = await readPaths(page.locator('[data-no-js-menu] a.menu__link'));
    const toVisit = starts.filter((path) => pages.includes(path));
    // An API page's version switch leads to the same symbol in the other major, whose sidebar lists its pages:
    // those links are followed once the collapsed categories are done, and only to pages not reached yet.
    const otherVersions: string[] = [];
    const visited = new Set<string>();
    const reached = new Set<string>(toVisit);
    const next = () => {
      if (toVisit.length > 0) return toVisit.shift();
      const index = otherVersions.findIndex((path) => !reached.has(path));
      return index < 0 ? undefined : otherVersions.splice(index, 1)[0];
    };
    for (let path = next(); path !== undefined; path = next()) {
      if (visited.has(path)) continue;
      visited.add(path);
      reached.add(path);
      await page.goto(path);
      await menuToggle(page).click();
      const menu = await readMenuPaths(page);
      for (const href of menu.visible) reached.add(href);
      for (const href of menu.collapsed) if (!visited.has(href)) toVisit.push(href);
      otherVersions.push(...menu.otherVersions);
    }
    const unreached = pages.filter((path) => path !== '/' && !reached.has(path));
    expect(unreached, 'pages no sidebar lists without JavaScript').toEqual([]);
  });
});

for (const family of pageFamilies)
  test(`Pages work without JavaScript: readers with JavaScript get the theme menu, and nothing moves as the ${family.label} (${family.path}) hydrates @mobile`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await watchLayoutShifts(page);
    const errors = collectConsoleErrors(page);
    const response = await page.goto(family.path);
    await expectHydrated(page);
    // A page served with status 404, the not-found page, has that status logged as a failed load.
    const reported =
      response?.status() === 404 ? errors.filter((error) => !error.includes('status of 404')) : errors;
    expect(reported, 'no hydration mismatch is reported').toEqual([]);
    await expect(page.locator('[data-no-js-menu]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    expect(await readLayoutShift(page), 'cumulative layout shift').toBeLessThan(noticeableShift);
  });

test('Pages work without JavaScript: the brand beside the menu button is where it was before the page hydrated @mobile', async ({
  browser,
}) => {
  // A shift too small for the layout-shift sum above, but one the reader sees as the logo jumping sideways.
  const brandBox = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({javaScriptEnabled, viewport: phone});
    const page = await context.newPage();
    await page.goto('/docs/tutorials/basic-types');
    if (javaScriptEnabled) await expectHydrated(page);
    // The bar's brand; theme-classic's phone menu, closed off-screen once the page hydrated, has its own.
    const box = await page
      .getByRole('navigation', {name: 'Main'})
      .locator('.navbar__inner .navbar__brand')
      .boundingBox();
    await context.close();
    return box;
  };
  expect(await brandBox(true)).toEqual(await brandBox(false));
});

test.describe('Without JavaScript no control does nothing', () => {
  test.use({javaScriptEnabled: false});

  // Issue 36: a reader without JavaScript sees no Search, "Copy page" or Run that does nothing when pressed.
  for (const path of [...pageFamilies.map((family) => family.path), '/search'])
    test(`${path}: every button shown submits a form or says it is off @mobile`, async ({page}) => {
      await page.goto(path);
      const controls = page
        .locator('button, [role="button"], input[type="button"], input[type="submit"]')
        .filter({visible: true})
        // The docs sidebar's category toggles are issue 22's (their links work without JavaScript): not checked here.
        .filter({hasNot: page.locator('xpath=ancestor::nav[@aria-label="Docs sidebar"]')});
      const buttons = await controls.evaluateAll((elements) =>
        elements.map((element) => {
          const button = element as HTMLButtonElement;
          const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
          // A submit button of a form leads somewhere; a disabled one (the theme's colour mode) says it is off;
          // a navbar dropdown's toggle opens its menu on hover (checked below).
          const submits = button.type === 'submit' && !!button.form?.getAttribute('action');
          const hovers = !!button.closest('.dropdown--hoverable');
          return {name, works: submits || button.disabled || hovers, hovers};
        }),
      );
      expect(buttons.filter(({works}) => !works).map(({name}) => name)).toEqual([]);
      for (const {name} of buttons.filter(({hovers}) => hovers)) {
        const dropdown = page.locator('.dropdown--hoverable').filter({hasText: name}).first();
        await dropdown.hover();
        await expect(dropdown.locator('.dropdown__menu'), `${name} opens on hover`).toBeVisible();
      }
      // What the reader sees on the home page: text hidden by CSS does not count.
      if (path === '/') expect(await page.locator('body').innerText()).not.toMatch(/press Run/i);
    });

  test('a guide offers its Markdown twin as a link, and no Copy page', async ({page}) => {
    await page.goto('/docs/guides/errors');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
  });
});
