import {expect, test, type Page} from '@playwright/test';
import {
  MAPPING_FILE,
  loadFragmentTargets,
  loadMapping,
  loadOldFragments,
  type OldFragment,
} from '../plugins/redirects';

// Issue 36: every fragment an old page of graphql-js.org (or of the 2022 site) had lands on the section that
// answers it. The fragments are the old pages' headings over graphql-js's history (plugins/redirects/
// old-fragments.json, with the commit of each); what the reader must see is an element at the landing's
// fragment, in view, on a page of the site.

const mapping = new Map(loadMapping(MAPPING_FILE).map((redirect) => [redirect.from, redirect]));
const targets = loadFragmentTargets();
const fragments = loadOldFragments();

/** Waits until the old address has led to a page of the site, settled on its final fragment. */
async function land(page: Page, from: string, fragment: string): Promise<URL> {
  await page.goto(`${from}#${fragment}`);
  await page.waitForURL((url) => url.pathname !== from, {timeout: 10_000});
  await page.waitForLoadState('load');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  // The API overview opens the symbol a fragment names, or scrolls to a section, once hydrated.
  await expect.poll(() => page.evaluate(() => location.href)).toBe(await page.evaluate(() => location.href));
  return new URL(page.url());
}

/** The element the landing's fragment names (the page's title when there is none) is there, and in view. */
async function expectSectionInView(page: Page, what: string): Promise<void> {
  const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
  const element = hash ? page.locator(`[id="${hash.replace(/"/g, '\\"')}"]`) : page.locator('h1').first();
  await expect(element, `${what}: an element with the id "${hash}"`).toHaveCount(1);
  await expect(element, `${what}: in view`).toBeInViewport();
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
      const url = await land(page, '/docs/going-to-production', fragment);
      expect(url.pathname, fragment).toBe(path);
      await expectSectionInView(page, fragment);
    }
  });

  test('an old module or topic page without a fragment opens its section of the overview', async ({page}) => {
    const withSection = [...mapping.values()].filter((redirect) => redirect.section);
    expect(withSection.map(({from}) => from)).toEqual(
      expect.arrayContaining(['/api-v17/language/parsing', '/api-v16/language/parsing', '/api-v16/type']),
    );
    for (const {from, to, section} of withSection) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to, {timeout: 10_000});
      expect(new URL(page.url()).hash, from).toBe(`#${section}`);
      await expectSectionInView(page, from);
    }
  });

  for (const [from, list] of byFrom) {
    test(`${from}: ${list.length} fragments`, async ({page}) => {
      test.setTimeout(30_000 + list.length * 5_000);
      const redirect = mapping.get(from)!;
      for (const {fragment, commit} of list) {
        const what = `${from}#${fragment} (graphql-js ${commit.slice(0, 9)})`;
        const url = await land(page, from, fragment).catch(async () => new URL(page.url()));
        const reviewed = targets[`${from}#${fragment}`];
        if (reviewed) expect(`${url.pathname}${url.hash}`, what).toBe(reviewed);
        else if (redirect.to.startsWith('/docs/'))
          expect(`${url.pathname}${url.hash}`, what).toBe(`${redirect.to}#${fragment}`);
        else expect(url.pathname.startsWith(redirect.to), `${what} stays in ${redirect.to}`).toBe(true);
        await expectSectionInView(page, what);
      }
    });
  }
});
