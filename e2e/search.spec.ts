import {expect, test, type Page, type Response} from '@playwright/test';
import {SEARCH_CHUNKS, SEARCH_INDEX_FILE} from '../plugins/search';
import {readBuiltDocs, toSearchScripts} from '../scripts/bench/measureSearchFiles';
import {buildDir, collectConsoleErrors, expectHydrated} from './utils';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';

/** The current major's exported API symbols, as the built index has them, with their pages. */
async function readIndexedSymbols(): Promise<{name: string; href: string}[]> {
  const {versions, docs} = await readBuiltDocs(buildDir);
  const [current] = versions;
  // A type the package does not export may share an export's name (`Location`); the export is the answer.
  return docs
    .filter(
      (doc) =>
        doc.kind !== 'tutorial' &&
        doc.kind !== 'member' &&
        !doc.notExported &&
        doc.versions?.includes(current.label),
    )
    .map((doc) => ({name: doc.title, href: `${current.apiBase}${doc.path}`}));
}

const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', {name: 'Search'});
const results = (page: Page) => searchDialog(page).getByRole('listbox', {name: 'Search results'});
const options = (page: Page) => results(page).getByRole('option');
/** The site paths the dialog's options link to, in order. */
const optionHrefs = (page: Page) =>
  options(page).evaluateAll((elements) => elements.map((option) => option.getAttribute('href')!));

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expectHydrated(page);
}

/** Opens the dialog with Ctrl+K, types a query, and waits for at least one result. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await searchInput(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

/**
 * The dialog holds what `typeExecuteWithCorrections` typed, focused, with the caret where the reader left it
 * (after the letter typed at Home), and typing goes on in it.
 */
async function expectExecuteTakenOver(page: Page): Promise<void> {
  await expect(searchInput(page)).toHaveValue('execute');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveJSProperty('selectionStart', 1);
  await expect(options(page).first()).toHaveAttribute('href', '/api/function/execute');
  await page.keyboard.press('End');
  await page.keyboard.type('Sync');
  await expect(options(page).first()).toHaveAttribute('href', '/api/function/executeSync');
}

test.describe('search dialog', () => {
  test('nothing of search is downloaded before the reader focuses the search button', async ({page}) => {
    const scripts: {url: string; afterFocus: boolean}[] = [];
    const indexRequests: boolean[] = [];
    let focused = false;
    const recordResponse = (response: Response) => {
      const url = response.url();
      if (url.endsWith('/search-index.json')) indexRequests.push(focused);
      if (url.endsWith('.js')) scripts.push({url, afterFocus: focused});
    };
    page.on('response', recordResponse);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    focused = true;
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}).focus();
    await expect.poll(() => indexRequests).toEqual([true]);
    await page.waitForLoadState('networkidle');
    page.off('response', recordResponse);

    // `loadJSONAsync` is a MiniSearch method name, which minification keeps. Bodies are fetched
    // by URL: a response body still streaming would outlive the test and fail it.
    const hasEngine = async (script: (typeof scripts)[number]) =>
      (await (await page.request.get(script.url)).text()).includes('loadJSONAsync');
    const before = scripts.filter((script) => !script.afterFocus);
    const after = scripts.filter((script) => script.afterFocus);
    expect(before.length).toBeGreaterThan(0);
    expect(await Promise.all(before.map(hasEngine))).not.toContain(true);
    expect(await Promise.all(after.map(hasEngine))).toContain(true);
    // Exactly the chunks that the first-query budget counts (e2e/budgets.spec.ts).
    const scriptsOfSearch = toSearchScripts(buildDir).map((file) => `/${file}`);
    expect(after.map((script) => new URL(script.url).pathname).sort()).toEqual(scriptsOfSearch.sort());
  });

  test('Ctrl+K, Cmd+K and / open the dialog; Escape closes it and gives focus back', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await openHome(page);
    const apiLink = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'API', exact: true});

    for (const shortcut of ['Control+K', 'Meta+K', '/']) {
      await apiLink.focus();
      await page.keyboard.press(shortcut);
      await expect(searchDialog(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
      await expect(apiLink).toBeFocused();
    }
    expect(errors).toEqual([]);
  });

  test('/ types a slash in a text field instead of opening search', async ({page}) => {
    await page.goto('/search');
    await expectHydrated(page);
    const pageInput = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await pageInput.fill('a');
    await pageInput.press('/');
    await expect(pageInput).toHaveValue('a/');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('arrow keys move through the results and Enter opens the active one', async ({page}) => {
    await openHome(page);
    await search(page, 'parse');
    const input = searchInput(page);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options(page).first().getAttribute('id'))!,
    );

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    // The options are links, out of the tab order: focus stays in the input.
    await expect(input).toBeFocused();

    // ArrowUp from the first result wraps to the last.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');

    const href = await second.getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(href!);
  });

  test('Enter while the typed query loads opens its first hit once it arrives, never the hit shown before', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname),
    );
    await openHome(page);
    await search(page, 'parse');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/parse');
    const {held, release} = await holdIndexFiles(page);
    await searchInput(page).fill('buildSchema');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The hits of "parse" stay, marked busy, while those of "buildSchema" load.
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/parse');
    // The arrows do not move through stale hits: Enter then opens the new query's first hit, not its second.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeVisible();
    release();
    await expect(page).toHaveURL('/api/function/buildSchema');
    await expect(searchDialog(page)).toBeHidden();
    expect(visited).not.toContain('/api/function/parse');
  });

  test('typing on after Enter cancels the open that waited for the answer', async ({page}) => {
    await openHome(page);
    await search(page, 'parse');
    const {held, release} = await holdIndexFiles(page);
    await searchInput(page).fill('buildSchema');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sync');
    release();
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/buildSchema');
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(searchDialog(page)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the open dialog with results has no axe violations', async ({page}) => {
    await openHome(page);
    await search(page, 'schema');
    expect(await readAxeViolations(axeBuilder(page).include('dialog'))).toEqual([]);
  });

  test('Tab stays inside the dialog', async ({page}) => {
    await openHome(page);
    await search(page, 'schema');
    const dialog = searchDialog(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  // Case-insensitivity is held over every symbol by plugins/search/node/__tests__/ranking.test.ts, on the same engine.
  test('each API symbol is the first result for its exact name', async ({page}) => {
    test.setTimeout(120_000);
    const symbols = await readIndexedSymbols();
    expect(symbols.length).toBeGreaterThan(300);
    await openHome(page);
    await search(page, 'graphql');

    // One page, every symbol: each query goes through the real input and rendered listbox.
    const failures = await page.evaluate(async (symbols) => {
      const input = document.querySelector<HTMLInputElement>('dialog [role="combobox"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const firstHref = async (query: string) => {
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        // React renders an input event's update before the next task; the listbox is busy until the files the
        // query needs have loaded.
        await new Promise((resolve) => setTimeout(resolve));
        while (document.querySelector('dialog [role="listbox"][aria-busy="true"]'))
          await new Promise((resolve) => setTimeout(resolve, 10));
        return document.querySelector('dialog [role="option"]')?.getAttribute('href');
      };
      const wrong: string[] = [];
      for (const {name, href} of symbols) {
        const first = await firstHref(name);
        if (first !== href) wrong.push(`${name}: ${first} instead of ${href}`);
      }
      return wrong;
    }, symbols);
    expect(failures).toEqual([]);
  });

  test('prefixes and case do not matter; questions find tutorial sections', async ({page}) => {
    await openHome(page);
    const first = options(page).first();
    await search(page, 'buildSch');
    await expect(first).toHaveAttribute('href', '/api/function/buildSchema');
    await searchInput(page).fill('graphqlobjecttype');
    await expect(first).toHaveAttribute('href', '/api/class/GraphQLObjectType');
    await expect(first).toContainText('class');
    await searchInput(page).fill('KIND');
    await expect(first).toHaveAttribute('href', '/api/enum/Kind');

    await searchInput(page).fill('input types mutation');
    await expect(first).toHaveAttribute('href', /^\/docs\//);
    const top5 = (await optionHrefs(page)).slice(0, 5);
    expect(top5.some((href) => href.startsWith('/docs/tutorials/mutations-and-input-types'))).toBe(true);
  });

  test('a hit in a guide is labelled guide, a hit in a tutorial tutorial', async ({page}) => {
    await openHome(page);
    await search(page, 'resolver');
    const hrefs = await optionHrefs(page);
    const guide = hrefs.findIndex((href) => href.startsWith('/docs/guides/'));
    const tutorial = hrefs.findIndex((href) => href.startsWith('/docs/tutorials/'));
    expect(guide).toBeGreaterThanOrEqual(0);
    expect(tutorial).toBeGreaterThanOrEqual(0);
    await expect(options(page).nth(guide).getByText('guide', {exact: true})).toBeVisible();
    await expect(options(page).nth(tutorial).getByText('tutorial', {exact: true})).toBeVisible();
  });

  test('a tutorial hit shows its section and opens the page at that heading', async ({page}) => {
    await openHome(page);
    await search(page, 'input types mutation');
    const hrefs = await optionHrefs(page);
    const index = hrefs.findIndex((href) => href.startsWith('/docs/tutorials/') && href.includes('#'));
    expect(index).toBeGreaterThanOrEqual(0);
    const option = options(page).nth(index);
    await expect(option).toContainText('Mutations and Input Types');
    await expect(option).toContainText('tutorial');
    await expect(option.locator('mark').first()).toBeVisible();

    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const [pathname, anchor] = hrefs[index].split('#');
    await expect(page).toHaveURL(`${pathname}#${anchor}`);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('markup in a query or a snippet is shown as text, never run', async ({page}) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await openHome(page);
    const probe = '<img src=x onerror=alert(1)>';
    await page.keyboard.press('Control+K');
    await searchInput(page).fill(probe);
    await expect(searchDialog(page).getByRole('status')).not.toHaveText(/Loading/);
    await expect(searchDialog(page).locator('img')).toHaveCount(0);

    // A summary with `<SOF>` in it (Token's `prev`): the snippet shows the angle brackets.
    await searchInput(page).fill('prev');
    await expect(results(page)).toContainText('<SOF>');
    await expect(searchDialog(page).locator('sof')).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent(probe)}`);
    await expectHydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${probe}”`);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('"See all results" leads to a linkable results page', async ({page}) => {
    await openHome(page);
    await search(page, 'type');
    await searchDialog(page)
      .getByRole('link', {name: /See all \d+ results/})
      .click();
    await expect(page).toHaveURL('/search?q=type');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “type”');
    const list = page.getByRole('list', {name: 'Search results'});
    // The page fetches the shards of its words and the chunks of its hits after the head: the list comes later.
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(10);

    await page.getByRole('main').getByRole('searchbox', {name: 'Search'}).fill('buildSchema');
    await expect(page).toHaveURL('/search?q=buildSchema');
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/api/function/buildSchema');
  });
});

/** Holds back the requests `matches` picks, as a slow network would, until `release()`: `held` lists them. */
async function holdRequests(
  page: Page,
  matches: (url: URL) => boolean,
): Promise<{held: string[]; release: () => void}> {
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return {held, release};
}

/** Holds back search's chunks and its index's head. */
function holdSearchDownloads(page: Page): Promise<{held: string[]; release: () => void}> {
  const chunk = new RegExp(`/assets/js/(${Object.values(SEARCH_CHUNKS).join('|')})\\.[0-9a-f]+\\.js$`);
  return holdRequests(
    page,
    (url) => chunk.test(url.pathname) || url.pathname.endsWith(`/${SEARCH_INDEX_FILE}`),
  );
}

/** Holds back the index's term shards and result chunks, in the folder next to its head. */
function holdIndexFiles(page: Page): Promise<{held: string[]; release: () => void}> {
  const folder = `/${SEARCH_INDEX_FILE.replace(/\.json$/, '')}/`;
  return holdRequests(page, (url) => url.pathname.includes(folder));
}

/** Types "execute" as a reader who mistypes would: a wrong key undone with Backspace, a first letter added at Home. */
async function typeExecuteWithCorrections(page: Page): Promise<void> {
  await page.keyboard.type('xecutx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e');
  await page.keyboard.press('Home');
  await page.keyboard.type('e');
}

test.describe('keys typed before search is ready are kept, on a slow network', () => {
  test('Ctrl+K then typing at once: every key, Backspace and the caret end up in the dialog', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openHome(page);
    const {held, release} = await holdSearchDownloads(page);
    await page.keyboard.press('Control+K');
    await typeExecuteWithCorrections(page);
    // All of it was typed while the dialog's code was still on its way: its request is held until release(),
    // though on a loaded machine the request itself may reach the route a moment after the last key.
    await expect.poll(() => held.some((file) => file.includes(`/${SEARCH_CHUNKS.dialog}.`))).toBe(true);

    release();
    await expect(searchDialog(page).getByRole('status')).not.toHaveText(/Loading/);
    await expectExecuteTakenOver(page);
    expect(errors).toEqual([]);
  });

  test('on a phone, a tap on the search button gives an input to type in at once @mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openHome(page);
    const {release} = await holdSearchDownloads(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}).click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('execute');
    release();
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/execute');
    await expect(searchInput(page)).toHaveValue('execute');
  });

  test('Escape closes the dialog while it loads, and the next opening starts empty', async ({page}) => {
    await openHome(page);
    const {release} = await holdSearchDownloads(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('parse');
    await expect(searchDialog(page).getByRole('status')).toHaveText('Loading search…');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    release();
    await page.keyboard.press('Control+K');
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchDialog(page).getByRole('status')).toHaveText(/Type a symbol name/);
  });

  test('/search: what the reader types before the page has hydrated becomes the query', async ({page}) => {
    const {release} = await holdSearchDownloads(page);
    await page.goto('/search', {waitUntil: 'commit'});
    const pageInput = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await pageInput.click();
    await typeExecuteWithCorrections(page);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);

    release();
    await expectHydrated(page);
    await expect(page).toHaveURL('/search?q=execute');
    await expect(pageInput).toHaveValue('execute');
    await expect(pageInput).toHaveJSProperty('selectionStart', 1);
    const list = page.getByRole('list', {name: 'Search results'});
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/api/function/execute');
  });
});

/**
 * Holds back the site's own code (every script but the search chunks, which `holdSearchDownloads` holds), as a
 * slow phone network would: the page shows its server-rendered HTML and does not hydrate until `release()`.
 */
async function holdSiteCode(page: Page): Promise<{release: () => void}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return {release};
}

/** Opens `path` with the site's code held back, once its navbar's search form shows. */
async function openBeforeHydration(page: Page, path = '/'): Promise<{release: () => void}> {
  const held = await holdSiteCode(page);
  await page.goto(path, {waitUntil: 'commit'});
  await expect(navbarSearch(page)).toBeVisible();
  return held;
}

const navbarSearch = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('search');
const notHydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);

test.describe('from the first keystroke: the navbar search before the page has hydrated', () => {
  for (const shortcut of ['Control+K', 'Meta+K', '/']) {
    test(`${shortcut} then typing at once: every key, Backspace and the caret end up in the dialog`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const {release} = await openBeforeHydration(page);
      await page.keyboard.press(shortcut);
      await typeExecuteWithCorrections(page);
      await notHydrated(page);
      // The keys went into the server-rendered input, not into the void.
      await expect(navbarSearch(page).getByRole('searchbox', {name: 'Search'})).toHaveValue('execute');

      release();
      await expectHydrated(page);
      await expect(searchDialog(page)).toBeVisible();
      await expectExecuteTakenOver(page);
      // Closing the dialog leaves the navbar's box empty.
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
      await expect(navbarSearch(page).getByRole('searchbox', {name: 'Search'})).toHaveValue('');
      expect(errors).toEqual([]);
    });
  }

  test('/ in a text field stays a slash before hydration too', async ({page}) => {
    const {release} = await openBeforeHydration(page, '/search');
    const pageInput = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await pageInput.click();
    await page.keyboard.type('a/b');
    await expect(pageInput).toHaveValue('a/b');
    await expect(navbarSearch(page).getByRole('searchbox')).toHaveValue('');
    release();
    await expectHydrated(page);
    await expect(searchDialog(page)).toBeHidden();
  });

  test('on a phone, Ctrl+K shows the input across the navbar and keeps the keys @mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const {release} = await openBeforeHydration(page);
    const input = navbarSearch(page).getByRole('searchbox', {name: 'Search'});
    await page.keyboard.press('Control+K');
    await page.keyboard.type('parse');
    await expect(input).toBeFocused();
    expect((await input.boundingBox())?.width).toBeGreaterThan(300);
    await notHydrated(page);
    release();
    await expect(searchInput(page)).toHaveValue('parse');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/parse');
  });

  test("the early shortcut script is allowed by the page's Content-Security-Policy", async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const {release} = await openBeforeHydration(page, '/docs/tutorials');
    await page.keyboard.press('/');
    await expect(navbarSearch(page).getByRole('searchbox')).toBeFocused();
    release();
    expect(violations).toEqual([]);
  });
});

test.describe('what a search finds', () => {
  test('a member hit names its class and kind, and opens the page at the member', async ({page}) => {
    await openHome(page);
    await search(page, 'getQueryType');
    const first = options(page).first();
    await expect(first).toContainText('GraphQLSchema');
    await expect(first).toContainText('getQueryType');
    await expect(first).toContainText('method');
    await expect(first).toHaveAttribute('href', '/api/class/GraphQLSchema#getQueryType');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api/class/GraphQLSchema#getQueryType');
    await expect(page.getByRole('heading', {level: 3, name: 'getQueryType'})).toBeInViewport();
  });

  test('a result is a real link: a middle click opens it in a new tab and leaves the dialog open', async ({
    page,
    context,
  }) => {
    await openHome(page);
    await search(page, 'toConfig');
    const first = options(page).first();
    await expect(first).toHaveJSProperty('tagName', 'A');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/api\/class\/\w+#toConfig$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({button: 'middle'})]);
    await expect(tab).toHaveURL(href!);
    await expect(page).toHaveURL('/');
    await expect(searchDialog(page)).toBeVisible();
  });

  test('common words: the central symbols and the tutorials before the rest', async ({page}) => {
    await page.goto('/search?q=schema');
    await expectHydrated(page);
    const list = page.getByRole('list', {name: 'Search results'});
    await expect(list.getByRole('link').first()).toBeVisible();
    const hrefs = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const definitionNode = hrefs.indexOf('/api/interface/SchemaDefinitionNode');
    expect(definitionNode).toBeGreaterThan(0);
    for (const href of ['/api/class/GraphQLSchema', '/api/function/buildSchema', '/api/function/printSchema'])
      expect(hrefs.indexOf(href), href).toBeGreaterThanOrEqual(0);
    for (const href of ['/api/class/GraphQLSchema', '/api/function/buildSchema', '/api/function/printSchema'])
      expect(hrefs.indexOf(href), href).toBeLessThan(definitionNode);
    expect(hrefs.findIndex((href) => href.startsWith('/docs/tutorials'))).toBeLessThan(definitionNode);

    await page.getByRole('main').getByRole('searchbox', {name: 'Search'}).fill('resolver');
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/docs\//);
    const first3 = await list
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')!));
    expect(first3.every((href) => href.startsWith('/docs/'))).toBe(true);
  });
});

test.describe('graphql 16 in search', () => {
  test('a symbol removed in 17 is offered from graphql 16, labelled', async ({page}) => {
    await openHome(page);
    await search(page, 'formatError');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/api/v16/function/formatError');
    await expect(first).toContainText('v16');
    await first.click();
    await expect(page).toHaveURL('/api/v16/function/formatError');
    await expect(page.getByRole('heading', {level: 1, name: 'formatError'})).toBeVisible();
  });

  test('the dialog lists 17 by default and filters by version', async ({page}) => {
    await openHome(page);
    await search(page, 'parse');
    const filter = searchDialog(page).getByRole('group', {name: 'graphql version'});
    await expect(filter.getByRole('radio', {name: '17'})).toBeChecked();
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/parse');
    expect(await optionHrefs(page)).not.toContain('/api/v16/function/parse');

    await filter.getByRole('radio', {name: '16'}).check();
    await expect(options(page).first()).toHaveAttribute('href', '/api/v16/function/parse');
    await expect(options(page).first()).toContainText('v16');
    expect((await optionHrefs(page)).every((href) => href.startsWith('/api/v16/'))).toBe(true);

    await filter.getByRole('radio', {name: 'All'}).check();
    await expect(options(page).nth(1)).toHaveAttribute('href', '/api/v16/function/parse');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/parse');
    await expect(options(page).first()).not.toContainText('v16');

    // The filter does not take the keyboard from the results: back in the input, Enter opens the active one.
    await searchInput(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api/v16/function/parse');
  });

  test('changing the version filter marks the results busy while its hits load, as a new query does', async ({
    page,
  }) => {
    await openHome(page);
    await search(page, 'parse');
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    const {held, release} = await holdIndexFiles(page);
    const filter = searchDialog(page).getByRole('group', {name: 'graphql version'});
    await filter.getByRole('radio', {name: '16'}).check();
    // graphql 16's hits of "parse" are in result chunks the 17 ones did not need.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    // Enter waits for the filter's hits too.
    await searchInput(page).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page).toHaveURL('/api/v16/function/parse');
  });

  test('the /search page keeps its version filter in the URL', async ({page}) => {
    await page.goto('/search?q=parse&version=16');
    await expectHydrated(page);
    const filter = page.getByRole('main').getByRole('group', {name: 'graphql version'});
    const list = page.getByRole('list', {name: 'Search results'});
    await expect(filter.getByRole('radio', {name: '16'})).toBeChecked();
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/api/v16/function/parse');

    await filter.getByRole('radio', {name: 'All'}).check();
    await expect(page).toHaveURL('/search?q=parse&version=all');
    await expect(list.getByRole('link').nth(1)).toHaveAttribute('href', '/api/v16/function/parse');

    await filter.getByRole('radio', {name: '17'}).check();
    await expect(page).toHaveURL('/search?q=parse');
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/api/function/parse');
    await expect(list.locator('a[href="/api/v16/function/parse"]')).toHaveCount(0);
  });
});

test.describe('search on a phone', () => {
  test('a button opens a full-screen dialog whose results can be tapped @mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openHome(page);
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});
    await expect(button).toBeVisible();
    await button.click();
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    // Polled: the shell that stands in while the dialog's code loads gives way to the dialog, in the same frame.
    await expect
      .poll(async () => (await dialog.boundingBox())?.width)
      .toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);

    await searchInput(page).fill('GraphQLSchema');
    const first = options(page).first();
    await expect(first).toContainText('GraphQLSchema');
    await first.click();
    await expect(page).toHaveURL('/api/class/GraphQLSchema');
    await expect(dialog).toBeHidden();
    // The navbar of the new page replaces the old one once the page has rendered.
    await expect(page.getByRole('heading', {level: 1, name: 'GraphQLSchema'})).toBeVisible();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/search says that results need JavaScript and links the API overview, the guides and the tutorials', async ({
    page,
  }) => {
    await page.goto('/search?q=parse');
    const main = page.getByRole('main');
    await expect(main).toContainText('Search results need JavaScript');
    await expect(main).not.toContainText('Loading');
    await expect(main.getByRole('link', {name: 'API overview'})).toHaveAttribute('href', '/api');
    await expect(main.getByRole('link', {name: 'guides'})).toHaveAttribute('href', '/docs/guides');
    await main.getByRole('link', {name: 'tutorials'}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials$/);
  });

  test('the navbar search is a form: typing and Enter, or its button, lead to /search?q=', async ({page}) => {
    await page.goto('/docs/tutorials');
    const form = navbarSearch(page);
    await form.getByRole('searchbox', {name: 'Search'}).fill('parse');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=parse');
    await expect(page.getByRole('main')).toContainText('Search results need JavaScript');
    await navbarSearch(page).getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL('/search?q=');
  });

  test('on a phone the search icon is a working submit button @mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await navbarSearch(page).getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL('/search?q=');
  });
});

test.describe('Lazy parts fail alone', () => {
  /** Blocks, until `unblock()`, every script downloaded from now on that holds the search dialog's code. */
  async function blockDialogChunk(page: Page): Promise<{unblock: () => void}> {
    let blocked = true;
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (blocked && body.includes('Search the documentation')) return route.abort('internetdisconnected');
        return route.fulfill({response, body});
      },
    );
    return {unblock: () => (blocked = false)};
  }

  test('the search dialog fails alone when its code cannot load, and Retry recovers', async ({page}) => {
    await page.goto('/docs/tutorials/basic-types');
    await expectHydrated(page);
    const errors = collectConsoleErrors(page);
    const {unblock} = await blockDialogChunk(page);

    await page.keyboard.press('Control+K');
    const failure = page.getByRole('dialog', {name: 'Search could not load'});
    await expect(failure.getByRole('alert')).toContainText('Search could not load');
    // The page behind it is as it was.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic Types');
    await expect(page.getByText('This page crashed')).toHaveCount(0);

    unblock();
    await failure.getByRole('button', {name: 'Retry'}).click();
    await searchInput(page).fill('parse');
    await expect(options(page).first()).toBeVisible();
    expect(errors.filter((error) => !/Loading chunk|ChunkLoadError|net::ERR/i.test(error))).toEqual([]);
  });

  for (const [file, pattern] of [
    ['head', '**/search-index.json'],
    ['term shard', '**/search-index/*/terms-*.json'],
  ])
    test(`the search index fails alone when its ${file} cannot load, and Retry recovers`, async ({page}) => {
      let blocked = true;
      await page.route(pattern, (route) =>
        blocked ? route.abort('internetdisconnected') : route.continue(),
      );
      await openHome(page);
      await page.keyboard.press('Control+K');
      await searchInput(page).fill('parse');
      await expect(searchDialog(page).getByRole('status')).toHaveText(
        'The search index could not be loaded. Check your connection and try again.',
      );

      blocked = false;
      await searchDialog(page).getByRole('button', {name: 'Retry'}).click();
      await expect(options(page).first()).toBeVisible();
    });
});
