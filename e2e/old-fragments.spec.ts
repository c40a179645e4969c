import {expect, test, type Page} from '@playwright/test';
import {
  MAPPING_FILE,
  loadFragmentTargets,
  loadMapping,
  loadOldFragments,
  type OldFragment,
} from '../plugins/redirects';
import {expectHydrated} from './utils';

// Issue 36: every fragment an old page of graphql-js.org (or of the 2022 site) had lands on the section that
// answers it. The fragments are the old pages' headings over graphql-js's history (plugins/redirects/
// old-fragments.json, with the commit of each); what the reader must see is an element at the landing's
// fragment, in view, on a page of the site.

const mapping = new Map(loadMapping(MAPPING_FILE).map((redirect) => [redirect.from, redirect]));
const targets = loadFragmentTargets();
const fragments = loadOldFragments();

/**
 * Opens the old address at `fragment` and waits until it has led to a page of the site whose path `arrived`
 * accepts, and that page has hydrated.
 */
async function land(
  page: Page,
  from: string,
  fragment: string,
  arrived: (path: string) => boolean,
): Promise<URL> {
  await page.goto(`${from}#${fragment}`);
  await page.waitForURL((url) => arrived(url.pathname));
  await expectHydrated(page);
  return new URL(page.url());
}

/**
 * The element the page's fragment names (the page's title when there is none) is there, and in view. Read from
 * the page as it is, until it holds: the API overview opens the symbol a fragment names, and scrolls to a
 * section, once hydrated, however long that takes.
 */
async function expectSectionInView(page: Page, what: string): Promise<void> {
  const where = () =>
    page.evaluate(() => {
      const id = decodeURIComponent(location.hash.slice(1));
      const element = id ? document.getElementById(id) : document.querySelector('h1');
      if (!element) return `${location.pathname}${location.hash}: no element`;
      const box = element.getBoundingClientRect();
      const inView =
        box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return inView ? 'in view' : `${location.pathname}${location.hash}: out of view`;
    });
  await expect.poll(where, {message: what}).toBe('in view');
}

/**
 * Where the old address's redirect page sends the reader at `fragment`: its script runs in the browser, and the
 * page it leads to is answered with an empty document (one fragment of each page loads it whole, through `land`).
 */
async function redirectDestination(page: Page, from: string, fragment: string): Promise<URL> {
  await page.route(
    (url) => url.pathname !== from,
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({contentType: 'text/html', body: ''})
        : route.continue(),
  );
  await page.goto(`${from}#${fragment}`);
  await page.waitForURL((url) => url.pathname !== from);
  await page.unrouteAll({behavior: 'wait'});
  return new URL(page.url());
}

/**
 * Follows a link to `destination` within the page, as the site's own links do: a fragment of the same page by the
 * browser; another page through the router (a history entry and the `popstate` the router listens to).
 */
async function followWithinPage(page: Page, destination: URL): Promise<void> {
  await page.evaluate(({pathname, hash}) => {
    if (location.pathname === pathname) {
      location.hash = hash;
      return;
    }
    history.pushState(null, '', `${pathname}${hash}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, destination);
}

/** The old addresses' fragments, by old address. */
const byFrom = new Map<string, OldFragment[]>();
for (const fragment of fragments) byFrom.set(fragment.from, [...(byFrom.get(fragment.from) ?? []), fragment]);

test.describe('Every fragment of every old address lands on its section', () => {
  test.describe.configure({mode: 'parallel'});

  test('the list covers the fragments the issue names, from graphql-js commits', () => {
    const keys = fragments.map(({from, fragment}) => `${from}#${fragment}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/docs/n1-dataloader#best-practices',
        '/docs/n1-dataloader#what-is-the-n1-problem',
        '/docs/going-to-production#secure-your-schema',
        '/docs/going-to-production#handle-errors',
        '/docs/going-to-production#production-readiness-checklist',
        '/docs/going-to-production#vite',
      ]),
    );
    for (const {commit} of fragments) expect(commit).toMatch(/^[0-9a-f]{40}$/);
  });

  test("going-to-production: the checklist's fragments lead to Production and Security, the bundlers' to Going to Production", async ({
    page,
  }) => {
    for (const [fragment, path] of [
      ['secure-your-schema', '/docs/guides/production-and-security'],
      ['production-readiness-checklist', '/docs/guides/production-and-security'],
      ['limit-query-complexity', '/docs/guides/production-and-security'],
      ['vite', '/docs/guides/going-to-production'],
      ['bundler-specific-configuration', '/docs/guides/going-to-production'],
    ]) {
      const url = await land(page, '/docs/going-to-production', fragment, (arrived) => arrived === path);
      expect(url.pathname, fragment).toBe(path);
      await expectSectionInView(page, fragment);
    }
  });

  test('an old module or topic page without a fragment opens its section of the overview', async ({page}) => {
    const withSection = [...mapping.values()].filter((redirect) => redirect.section);
    test.setTimeout(30_000 + withSection.length * 10_000);
    expect(withSection.map(({from}) => from)).toEqual(
      expect.arrayContaining(['/api-v17/language/parsing', '/api-v16/language/parsing', '/api-v16/type']),
    );
    for (const {from, to, section} of withSection) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to && url.hash === `#${section}`);
      await expectHydrated(page);
      await expectSectionInView(page, from);
    }
  });

  for (const [from, list] of byFrom) {
    test(`${from}: ${list.length} fragments`, async ({page}) => {
      test.setTimeout(60_000 + list.length * 5_000);
      const redirect = mapping.get(from)!;
      // Where each fragment leads: docs to the reviewed target or the same id; an API overview may then open a
      // symbol's page, so only the overview is known there.
      const expectedOf = ({fragment}: OldFragment) =>
        targets[`${from}#${fragment}`] ??
        (redirect.to.startsWith('/docs/') ? `${redirect.to}#${fragment}` : undefined);
      const describe = ({fragment, commit}: OldFragment) =>
        `${from}#${fragment} (graphql-js ${commit.slice(0, 9)})`;

      // The old address's redirect page, run in the browser for every fragment: where it sends the reader.
      const destinations = new Map<OldFragment, URL>();
      for (const oldFragment of list) {
        const destination = await redirectDestination(page, from, oldFragment.fragment);
        const expected = expectedOf(oldFragment);
        if (expected)
          expect(`${destination.pathname}${destination.hash}`, describe(oldFragment)).toBe(expected);
        else expect(destination.pathname, describe(oldFragment)).toBe(redirect.to);
        destinations.set(oldFragment, destination);
      }

      // Each page they lead to, loaded once through the old address, as a reader following an old link does;
      // its other fragments are then followed within the page. Every element must be there and in view.
      const landed = new Set<string>();
      for (const oldFragment of list) {
        const destination = destinations.get(oldFragment)!;
        const expected = expectedOf(oldFragment);
        const arrived = (path: string) =>
          expected ? path === expected.split('#')[0] : path !== from && path.startsWith(redirect.to);
        if (landed.has(destination.pathname)) await followWithinPage(page, destination);
        else {
          landed.add(destination.pathname);
          await land(page, from, oldFragment.fragment, arrived);
        }
        await page.waitForURL((url) => arrived(url.pathname));
        const url = new URL(page.url());
        if (expected) expect(`${url.pathname}${url.hash}`, describe(oldFragment)).toBe(expected);
        await expectSectionInView(page, describe(oldFragment));
      }
    });
  }
});
