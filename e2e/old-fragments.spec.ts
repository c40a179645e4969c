import {expect, test, type Page} from '@playwright/test';
import {
  MAPPING_FILE,
  isKindHeading,
  loadFragmentTargets,
  loadMapping,
  loadOldFragments,
  toReferenceHeadings,
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

/** An old address as a link gives it, with or without a fragment. */
const withFragment = (from: string, fragment: string | undefined) =>
  fragment === undefined ? from : `${from}#${fragment}`;

/**
 * Opens the old address at `fragment` and waits until it has led to a page of the site whose path `arrived`
 * accepts, and that page has hydrated.
 */
async function land(
  page: Page,
  from: string,
  fragment: string | undefined,
  arrived: (path: string) => boolean,
): Promise<URL> {
  await page.goto(withFragment(from, fragment));
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

/** Where a reader ends up: a page of the site, and the fragment on it. */
type Destination = Pick<URL, 'pathname' | 'hash'>;

/**
 * Where the old address's redirect page sends the reader at `fragment`: its script runs in the browser, and the
 * page it leads to is answered with an empty document (one fragment of each page loads it whole, through `land`).
 */
async function redirectDestination(
  page: Page,
  from: string,
  fragment: string | undefined,
): Promise<Destination> {
  await page.route(
    (url) => url.pathname !== from,
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({contentType: 'text/html', body: ''})
        : route.continue(),
  );
  await page.goto(withFragment(from, fragment));
  await page.waitForURL((url) => url.pathname !== from);
  await page.unrouteAll({behavior: 'wait'});
  return new URL(page.url());
}

/** Whether a destination is the overview's section of an old module or topic page, or a group of it. */
const inSection =
  (to: string, section: string | undefined) =>
  ({pathname, hash}: Destination) =>
    pathname === to && (hash === `#${section}` || hash.startsWith(`#${section}-`));

/**
 * Follows a link to `destination` within the page, as the site's own links do: a fragment of the same page by the
 * browser; another page through the router (a history entry and the `popstate` the router listens to).
 */
async function followWithinPage(page: Page, destination: Destination): Promise<void> {
  await page.evaluate(
    ({pathname, hash}) => {
      if (location.pathname === pathname) {
        location.hash = hash;
        return;
      }
      history.pushState(null, '', `${pathname}${hash}`);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    {pathname: destination.pathname, hash: destination.hash},
  );
}

/** A link to an old address, and where it must lead. */
interface OldLink {
  from: string;
  fragment?: string;
  /** The page and fragment it leads to, where known: an API overview may go on to a symbol's page. */
  expected?: string;
  /** Whether a page and fragment is one the link may lead to, where more than one may (a section or its group). */
  leadsTo?: (destination: Destination) => boolean;
  /** Whether a path is one the link may end on. */
  arrived: (path: string) => boolean;
  /** Named in a failure. */
  what: string;
}

/**
 * Follows each link as a reader does, and expects its section in view. Every link runs through its old address's
 * redirect page in the browser; each page they lead to is then loaded once, through the first link to it, and
 * the others are followed within the page. One page load per link made this file a quarter of the e2e suite's
 * time in CI.
 */
async function followOldLinks(page: Page, links: OldLink[]): Promise<void> {
  const destinations: Destination[] = [];
  for (const {from, fragment, expected, leadsTo, what} of links) {
    // An old address that is still a page keeps its old ids as anchors: there is no redirect to run.
    const destination =
      mapping.get(from)?.to === from
        ? {pathname: from, hash: fragment === undefined ? '' : `#${fragment}`}
        : await redirectDestination(page, from, fragment);
    if (expected) expect(`${destination.pathname}${destination.hash}`, what).toBe(expected);
    if (leadsTo)
      expect(leadsTo(destination), `${what}: sent to ${destination.pathname}${destination.hash}`).toBe(true);
    destinations.push(destination);
  }
  const landed = new Set<string>();
  for (const [index, {from, fragment, expected, leadsTo, arrived, what}] of links.entries()) {
    const destination = destinations[index];
    expect(arrived(destination.pathname), `${what}: sent to ${destination.pathname}`).toBe(true);
    if (landed.has(destination.pathname)) await followWithinPage(page, destination);
    else {
      landed.add(destination.pathname);
      await land(page, from, fragment, arrived);
    }
    await page.waitForURL((url) => arrived(url.pathname));
    const url = new URL(page.url());
    if (expected) expect(`${url.pathname}${url.hash}`, what).toBe(expected);
    if (leadsTo) expect(leadsTo(url), `${what}: landed on ${url.pathname}${url.hash}`).toBe(true);
    await expectSectionInView(page, what);
  }
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
        '/api-v16/language/parsing#functions',
        '/api-v16/language/parsing#parseoptions',
        '/api-v17/language/parsing#types',
      ]),
    );
    for (const {commit} of fragments) expect(commit).toMatch(/^[0-9a-f]{40}$/);
  });

  test('an old module or topic page without a fragment opens its section of the overview', async ({page}) => {
    const withSection = [...mapping.values()].filter((redirect) => redirect.section);
    test.setTimeout(60_000 + withSection.length * 5_000);
    expect(withSection.map(({from}) => from)).toEqual(
      expect.arrayContaining(['/api-v17/language/parsing', '/api-v16/language/parsing', '/api-v16/type']),
    );
    await followOldLinks(
      page,
      withSection.map(({from, to, section}) => ({
        from,
        expected: `${to}#${section}`,
        arrived: (path) => path === to,
        what: from,
      })),
    );
  });

  test("an old module or topic page whose headings the derivation could not read: the reference's headings land in view, kind headings in its section", async ({
    page,
  }) => {
    const headings = toReferenceHeadings([...mapping.values()], fragments);
    const unread = [...mapping.values()].filter(({from, section}) => section && !byFrom.has(from));
    // Each heading once, on the pages in turn: every heading is tried, and every page.
    expect(headings.length).toBeGreaterThanOrEqual(unread.length);
    const links = headings.map((fragment, index): OldLink => {
      const {from, to, section} = unread[index % unread.length];
      return {
        from,
        fragment,
        // A symbol's name opens its page from the overview; any other heading stays on the overview.
        arrived: (path) => path.startsWith(to),
        leadsTo: isKindHeading(fragment) ? inSection(to, section) : undefined,
        what: `${from}#${fragment}`,
      };
    });
    test.setTimeout(60_000 + links.length * 3_000);
    await followOldLinks(page, links);
  });

  for (const [from, list] of byFrom) {
    test(`${from}: ${list.length} fragments`, async ({page}) => {
      test.setTimeout(60_000 + list.length * 5_000);
      const redirect = mapping.get(from)!;
      await followOldLinks(
        page,
        list.map(({fragment, commit}) => {
          // Docs lead to the reviewed target or the same id; an API overview may go on to a symbol's page.
          const expected =
            targets[`${from}#${fragment}`] ??
            (redirect.to.startsWith('/docs/') ? `${redirect.to}#${fragment}` : undefined);
          // Issue 36: a module's or topic's kind heading (`#functions`, `#types`) lands in that page's own section
          // of the overview, or a group of it (`#types-classes`), never the overview's category of that name.
          const leadsTo =
            redirect.section !== undefined && !expected && isKindHeading(fragment)
              ? inSection(redirect.to, redirect.section)
              : undefined;
          return {
            from,
            fragment,
            expected,
            leadsTo,
            arrived: (path) =>
              expected ? path === expected.split('#')[0] : path !== from && path.startsWith(redirect.to),
            what: `${from}#${fragment} (graphql-js ${commit.slice(0, 9)})`,
          };
        }),
      );
    });
  }
});
