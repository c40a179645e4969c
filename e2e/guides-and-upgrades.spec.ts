import {expect, test, type Page} from '@playwright/test';
import sidebars from '../sidebars';
import {toAxeViolations, withColorMode} from '../scripts/bench/runAxe';
import {expectHydrated} from './utils';

// The guides index, the upgrade guides' navigation, and wide tables on phones.

/** The sidebar's groups of guides, each with the paths of its pages in order. */
const guideGroups = sidebars.guidesSidebar.flatMap((item) =>
  typeof item === 'string' ? [] : [{label: item.label, paths: item.items.map((id) => `/docs/${id}`)}],
);

/** Each `h2` of the page's article, with the paths its cards (the links under it, up to the next `h2`) open. */
function cardsByHeading(page: Page): Promise<{heading: string; paths: string[]}[]> {
  return page.locator('article .markdown').evaluate((markdown) => {
    const groups: {heading: string; paths: string[]}[] = [];
    for (const element of Array.from(markdown.children)) {
      if (element.tagName === 'H2')
        groups.push({heading: (element.textContent ?? '').replace('\u200b', ''), paths: []});
      else if (element.tagName === 'UL' && groups.length > 0)
        for (const link of Array.from(element.querySelectorAll('a')))
          groups.at(-1)!.paths.push(new URL(link.href).pathname);
    }
    return groups;
  });
}

test('the navbar’s Guides item opens the index, which lists every guide of the sidebar under its group', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guides', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
  const groups = (await cardsByHeading(page)).filter((group) => group.paths.length > 0);
  expect(groups).toEqual(guideGroups.map(({label, paths}) => ({heading: label, paths})));
  // Each card shows its guide's description, the one in the head of the guide's own page. The index was
  // rendered in the browser (a navigation), from the module the docs' descriptions now ride in.
  // A card is a link with its guide's title as a heading (the index's prose has other lists of links).
  const cards = page.locator('article ul a:has(h3)');
  const paths = guideGroups.flatMap((group) => group.paths);
  await expect(cards).toHaveCount(paths.length);
  const descriptions: string[] = [];
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    descriptions.push(
      await page.evaluate(
        (source) =>
          new DOMParser()
            .parseFromString(source, 'text/html')
            .querySelector('meta[name="description"]')
            ?.getAttribute('content') ?? '',
        html,
      ),
    );
  }
  expect(descriptions.filter((description) => description === '')).toEqual([]);
  await expect(cards.locator('p')).toHaveText(descriptions);
});

test('the footer’s Guides link and the not-found page open the guides index', async ({page}) => {
  await page.goto('/no-such-page');
  await expectHydrated(page);
  await expect(
    page.getByRole('contentinfo').getByRole('link', {name: 'Guides', exact: true}),
  ).toHaveAttribute('href', '/docs/guides');
  await expect(
    page.getByRole('navigation', {name: 'Sections of the site'}).getByRole('link', {name: 'Guides'}),
  ).toHaveAttribute('href', '/docs/guides');
});

test('the upgrade guides share a sidebar, newest first, and the navbar’s "Upgrade to 17" opens 16 to 17', async ({
  page,
}) => {
  await page.goto('/docs/upgrade-guides/v14-to-v15');
  await expectHydrated(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link')).toHaveText([
    'Upgrading from graphql 16 to 17',
    'Upgrading from graphql 15 to 16',
    'Upgrading from graphql 14 to 15',
  ]);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Upgrade to 17'}).click();
  await expect(page).toHaveURL(/\/docs\/upgrade-guides\/v16-to-v17$/);
});

test('on a phone, a wide table scrolls sideways and keeps its first column in view, opaque in both modes @mobile', async ({
  page,
  baseURL,
}) => {
  // A phone's width in both projects (the desktop one runs @mobile tests too).
  const viewport = {width: 390, height: 844};
  await page.setViewportSize(viewport);
  for (const mode of ['light', 'dark'] as const) {
    await page.goto(withColorMode(`${baseURL}/docs/upgrade-guides/v15-to-v16`, mode));
    await expect(page.locator(`html[data-has-hydrated="true"][data-theme="${mode}"]`)).toBeAttached();
    // The summary table, which opens the page.
    const table = page.locator('article table').first();
    await expect(table.locator('th').first()).toHaveText('What breaks');
    expect(await table.evaluate((element) => element.scrollWidth)).toBeGreaterThan(viewport.width);

    await table.scrollIntoViewIfNeeded();
    await table.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
    const lastColumn = await table.locator('tr > :last-child').first().boundingBox();
    expect(lastColumn!.x + lastColumn!.width, 'the table scrolled to its last column').toBeLessThanOrEqual(
      viewport.width,
    );
    const firstColumn = table.locator('tr > :first-child');
    const boxes = await firstColumn.evaluateAll((cells) =>
      cells.map((cell) => {
        const {left, right} = cell.getBoundingClientRect();
        return {left, right};
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    for (const {left, right} of boxes) {
      expect(left, mode).toBeGreaterThanOrEqual(0);
      expect(right, mode).toBeLessThanOrEqual(viewport.width);
    }
    // The second column scrolled under the first, which must hide it: an opaque background.
    const secondColumn = await table.locator('tr > :nth-child(2)').first().boundingBox();
    expect(secondColumn!.x).toBeLessThan(boxes[0].right);
    const backgrounds = await firstColumn.evaluateAll((cells) =>
      cells.map((cell) => getComputedStyle(cell).backgroundColor),
    );
    for (const background of backgrounds) expect(background, mode).toMatch(/^rgb\(/);
  }
});

// The bench's families and a11y.spec.ts cover one guide; these pages are new kinds: an index of cards, and the
// long tables of the upgrade guides.
for (const path of ['/docs/guides', '/docs/upgrade-guides/v14-to-v15', '/docs/upgrade-guides/v15-to-v16']) {
  test(`axe-core finds no violation on ${path} in light mode, nor of its colour rules in dark mode`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(withColorMode(`${baseURL}${path}`, mode));
      await expect(page.locator(`html[data-has-hydrated="true"][data-theme="${mode}"]`)).toBeAttached();
      const rules = mode === 'dark' ? ['color-contrast', 'link-in-text-block'] : undefined;
      expect.soft(await toAxeViolations(page, rules), mode).toEqual([]);
    }
  });
}
