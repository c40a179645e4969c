import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {expect, test, type Page} from '@playwright/test';
import {MAPPING_FILE, loadMapping, type Redirect} from '../plugins/redirects';
import {
  expectHydrated,
  findBuiltFile,
  isRedirectPage,
  readBuiltTitle,
  readmePolicies,
  readRedirectPages,
  readSitemapPaths,
} from './utils';

// Issue 30: every address graphql-js.org has published leads to its page here, fragment kept. Expected titles
// and targets come from the built pages, not from a list.

const mapping = loadMapping(MAPPING_FILE);
const redirectPages = readRedirectPages();
const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
const redirectTo = new Map(redirectPages.map(({from, to}) => [from, to]));
const sitemap = readSitemapPaths();

/** The `<title>` a site path's built page has; fails when the build has no page there. */
function titleOf(sitePath: string): string {
  const file = findBuiltFile(sitePath);
  expect(file, `the build has a page at ${sitePath}`).toBeDefined();
  return readBuiltTitle(file!);
}

/**
 * Opens `from` with a fragment and expects to land on `to`, the fragment kept, with the built page's title. With
 * `withoutSiteScripts`, each address costs two documents and nothing else.
 */
async function expectLanding(page: Page, from: string, to: string): Promise<void> {
  await page.goto(`${from}#kept`);
  await page.waitForURL((url) => url.pathname === to, {timeout: 15_000});
  expect(new URL(page.url()).hash, `${from} keeps the fragment`).toBe('#kept');
  expect(await page.title(), `${from} lands on ${to}`).toBe(titleOf(to));
}

/** Loads documents only: the redirect page's own script runs, the site's scripts, styles and images are not needed. */
const withoutSiteScripts = (page: Page) =>
  page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );

test.describe('Old addresses lead to their page', () => {
  test('every redirect page of the build leads to a page of the site, not to another redirect', () => {
    expect(redirectPages.length).toBeGreaterThan(mapping.length);
    for (const {from, to} of redirectPages) {
      const target = findBuiltFile(to.replace(/#.*/, ''));
      expect(target, `${from} → ${to}`).toBeDefined();
      expect(isRedirectPage(target!), `${from} → ${to} is itself a redirect`).toBe(false);
    }
  });

  test('each address of the mapping file has its redirect page, or is still a page of the site', () => {
    for (const {from, to, section} of mapping) {
      if (from === to) expect(sitemap, `${from} is still a page`).toContain(from);
      // Without a fragment, an old module or topic page opens its section of the overview.
      else expect(redirectTo.get(withoutSlash(from)), from).toBe(section ? `${to}#${section}` : to);
    }
  });

  test('/docs goes to the tutorial', async ({page}) => {
    await page.goto('/docs');
    await expectHydrated(page);
    await expect(page).toHaveURL(/\/docs\/tutorials$/);
    await expect(page.getByRole('link', {name: 'Tutorial', exact: true}).first()).toHaveClass(
      /navbar__link--active/,
    );
  });
});

test.describe('Each address of the mapping file, in a browser', () => {
  // By the old address's folder (/docs/…, /api-v16/…; top-level pages together): tests that the two workers of
  // `npm test` share.
  test.describe.configure({mode: 'parallel'});
  const bySection = new Map<string, Redirect[]>();
  for (const redirect of mapping) {
    const [, first, second] = redirect.from.split('/');
    const section = second === undefined ? '<page>' : `${first}/…`;
    bySection.set(section, [...(bySection.get(section) ?? []), redirect]);
  }
  for (const [section, redirects] of bySection) {
    test(`/${section}: ${redirects.length} addresses land on their page, with its title and the fragment`, async ({
      page,
    }) => {
      // A page load per address, however slow the machine: the time grows with the list.
      test.setTimeout(30_000 + redirects.length * 10_000);
      await withoutSiteScripts(page);
      for (const {from, to} of redirects) await expectLanding(page, from, to);
    });
  }
});

test.describe('Old API addresses derived from the API models', () => {
  /** `/api/<kind>/<name>` (latest major) and `/api/v16/<kind>/<name>`, by name, from the sitemap. */
  const kindsByName = (prefix: RegExp) =>
    new Map(
      sitemap.flatMap((path) => {
        const match = prefix.exec(path);
        return match ? [[match[2], match[1]] as const] : [];
      }),
    );
  const latest = kindsByName(/^\/api\/(class|enum|function|interface|type|variable)\/([^/]+)$/);
  const v16 = kindsByName(/^\/api\/v16\/(class|enum|function|interface|type|variable)\/([^/]+)$/);
  const kindChanged = [...v16]
    .filter(([name, kind]) => latest.has(name) && latest.get(name) !== kind)
    .map(([name, kind]) => ({from: `/api/${kind}/${name}`, to: `/api/${latest.get(name)}/${name}`}));

  test('a symbol whose kind changed in 17: its graphql 16 kind leads to its page', async ({page}) => {
    // The four of the issue, and whatever else the two built references show.
    expect(kindChanged.map(({from}) => from)).toEqual(
      expect.arrayContaining(
        ['GraphQLArgument', 'GraphQLEnumValue', 'GraphQLField', 'GraphQLInputField'].map(
          (name) => `/api/interface/${name}`,
        ),
      ),
    );
    await withoutSiteScripts(page);
    for (const {from, to} of kindChanged) {
      expect(redirectTo.get(from), from).toBe(to);
      await expectLanding(page, from, to);
    }
  });

  test("the 2022 site's /api/graphql-js/<kind>/<name> pages lead to the symbol's page", async ({page}) => {
    const pages = [...latest].filter(([, kind]) => ['class', 'enum', 'function', 'interface'].includes(kind));
    for (const [name, kind] of pages)
      expect(redirectTo.get(`/api/graphql-js/${kind}/${name}`), name).toBe(`/api/${kind}/${name}`);
    // A graphql 16 symbol 17 lacks leads to its graphql 16 page; and one sample of each in a browser.
    const only16 = [...v16].find(([name, kind]) => !latest.has(name) && kind === 'function')!;
    expect(redirectTo.get(`/api/graphql-js/function/${only16[0]}`)).toBe(`/api/v16/function/${only16[0]}`);
    await withoutSiteScripts(page);
    await expectLanding(page, '/api/graphql-js/class/GraphQLSchema', '/api/class/GraphQLSchema');
    await expectLanding(page, `/api/graphql-js/function/${only16[0]}`, `/api/v16/function/${only16[0]}`);
  });
});

test.describe('A fragment of an old reference page opens the symbol it names', () => {
  /** The overview entry (link) whose name is `name` in any case: the page the overview should open. */
  function overviewHref(overview: string, name: string): string {
    const $ = load(readFileSync(findBuiltFile(overview)!, 'utf8'));
    const link = $('[data-entries] li > a')
      .toArray()
      .find((a) => $(a).text().toLowerCase() === name.toLowerCase());
    expect(link, `${overview} lists ${name}`).toBeDefined();
    return $(link).attr('href')!;
  }

  for (const [from, overview, name] of [
    ['/api-v16/language#visit', '/api/v16', 'visit'],
    ['/api-v16/language/visiting#visitinparallel', '/api/v16', 'visitInParallel'],
    ['/api-v17/type#graphqlfield', '/api', 'GraphQLField'],
    ['/api-v17/utilities/schema-coordinates#resolveschemacoordinate', '/api', 'resolveSchemaCoordinate'],
    ['/api/graphql-js#GraphQLFieldConfig', '/api', 'GraphQLFieldConfig'],
  ]) {
    test(`${from} opens ${name}'s page`, async ({page}) => {
      const href = overviewHref(overview, name);
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
      expect(await page.title()).toBe(titleOf(href));
    });
  }

  test('a category fragment of the old pages scrolls to the category', async ({page}) => {
    await page.goto('/api-v16/language#category-visiting');
    await expect(page).toHaveURL(/\/api\/v16#visiting$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Visiting'})).toBeInViewport();
  });

  test("the overview's own ids stay: a category named like a symbol is not left for the symbol", async ({
    page,
  }) => {
    await page.goto('/api#version');
    await expectHydrated(page);
    await expect(page).toHaveURL(/\/api#version$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Version'})).toBeInViewport();
  });
});

test.describe('Where a host sends the Content-Security-Policy as a header', () => {
  test("the redirect page's script is refused, and its meta refresh still leads to the page", async ({
    page,
  }) => {
    const [policy] = readmePolicies();
    // Pages get the header; other requests go through untouched, and none outlives the redirect page.
    await page.route(
      (url) => !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': policy}});
      },
    );
    await page.goto('/docs/n1-dataloader#kept');
    await page.waitForURL((url) => url.pathname === '/docs/guides/dataloader');
    await expect(page).toHaveTitle(titleOf('/docs/guides/dataloader'));
    // The fragment is what the refused script would have carried over (see README, "Content-Security-Policy").
    expect(new URL(page.url()).hash).toBe('');
  });
});
