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
      // A page load per fragment, however slow the machine: the time grows with the list.
      test.setTimeout(30_000 + list.length * 10_000);
      const redirect = mapping.get(from)!;
      for (const {fragment, commit} of list) {
        const what = `${from}#${fragment} (graphql-js ${commit.slice(0, 9)})`;
        const reviewed = targets[`${from}#${fragment}`];
        // Docs land on the reviewed target or the same id; an API overview may then open a symbol's page.
        const expected =
          reviewed ?? (redirect.to.startsWith('/docs/') ? `${redirect.to}#${fragment}` : undefined);
        const url = await land(page, from, fragment, (path) =>
          expected ? path === expected.split('#')[0] : path !== from && path.startsWith(redirect.to),
        );
        if (expected) expect(`${url.pathname}${url.hash}`, what).toBe(expected);
        await expectSectionInView(page, what);
      }
    });
  }
});
