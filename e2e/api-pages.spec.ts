import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {TokenKind} from 'graphql';
import {
  afterNextFrames,
  buildDir,
  expectHydrated,
  graphqlDir,
  graphqlVersion,
  isRedirectPage,
  isRouteRequest,
  routeChunkPaths,
} from './utils';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';

async function openApiPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
}

const pageOfEachKind = [
  {path: '/api/class/GraphQLSchema', name: 'GraphQLSchema', kind: 'Class', entry: 'graphql/type'},
  {path: '/api/enum/Kind', name: 'Kind', kind: 'Enumeration', entry: 'graphql/language'},
  {path: '/api/function/parse', name: 'parse', kind: 'Function', entry: 'graphql/language'},
  {path: '/api/interface/DocumentNode', name: 'DocumentNode', kind: 'Interface', entry: 'graphql/language'},
  {
    path: '/api/type/GraphQLFieldResolver',
    name: 'GraphQLFieldResolver',
    kind: 'Type alias',
    entry: 'graphql/type',
  },
  {path: '/api/variable/GraphQLString', name: 'GraphQLString', kind: 'Variable', entry: 'graphql/type'},
];

for (const {path, name, kind, entry} of pageOfEachKind) {
  test(`the ${kind} page ${path} shows the symbol, its kind and its import lines`, async ({page}) => {
    await openApiPage(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
    await expect(page.locator('article header').getByText(kind, {exact: true})).toBeVisible();
    const keyword = kind === 'Interface' || kind === 'Type alias' ? 'import type' : 'import';
    await expect(page.locator('article')).toContainText(`${keyword} { ${name} } from 'graphql';`);
    await expect(page.locator('article')).toContainText(`${keyword} { ${name} } from '${entry}';`);
  });
}

test('a type in a signature links to its page', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const parameters = page.getByRole('table').first();
  await expect(parameters.getByRole('columnheader', {name: 'Type'})).toBeVisible();
  await parameters.getByRole('link', {name: 'Source', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/class\/Source$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Source');
});

test('the api sidebar groups symbols by category and marks the current page', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'Overview'})).toHaveAttribute('href', '/api');
  await expect(sidebar.getByRole('link', {name: 'parse', exact: true})).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', {name: 'parseValue', exact: true})).toBeVisible();

  await sidebar.getByRole('button', {name: 'Errors'}).click();
  await sidebar.getByRole('link', {name: 'GraphQLError', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/class\/GraphQLError$/);
});

test('breadcrumbs lead back to the category and the overview @mobile', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['API', 'Parsing', 'parse']);
  await breadcrumbs.getByRole('link', {name: 'Parsing'}).click();
  await expect(page).toHaveURL(/\/api#parsing$/);
  await expect(page.getByRole('heading', {level: 2, name: 'Parsing'})).toBeInViewport();
});

test('scrolling up from a category the overview opened at moves the page by what was scrolled @mobile', async ({
  page,
}) => {
  await openApiPage(page, '/api');
  // The last category, with every other one above it, opened as a link from elsewhere would: a new load.
  const id = await page.getByRole('heading', {level: 2}).last().getAttribute('id');
  await page.goto('about:blank');
  await openApiPage(page, `/api#${id}`);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
  // On phones the categories are laid out as they come near the screen; the ones above must not push it away.
  for (let step = 0; step < 10; step++) {
    const before = await top();
    await page.evaluate(() => window.scrollBy({top: -600, behavior: 'instant'}));
    await afterNextFrames(page);
    expect(Math.abs((await top()) - before - 600), `scroll step ${step + 1}`).toBeLessThanOrEqual(1);
  }
});

test('previous and next follow the sidebar order', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  const title = page.getByRole('heading', {level: 1});
  await pager.getByRole('link', {name: /Next/}).click();
  await expect(page).toHaveURL(/\/api\/function\/parseConstValue$/);
  // The URL changes before the next page's chunk has loaded; until then the
  // pager still belongs to the previous page.
  await expect(title).toHaveText('parseConstValue');
  await pager.getByRole('link', {name: /Previous/}).click();
  await expect(page).toHaveURL(/\/api\/function\/parse$/);
  await expect(title).toHaveText('parse');
});

test('one table of contents fits the screen: collapsible on a phone, a column on a wide screen @mobile', async ({
  page,
}) => {
  await openApiPage(page, '/api/class/GraphQLError');
  const column = page.locator('.theme-doc-toc-desktop');
  const collapsible = page.getByRole('button', {name: 'On this page'});
  // Docusaurus's breakpoint between the two layouts.
  if (page.viewportSize()!.width < 997) {
    await expect(collapsible).toBeVisible();
    await expect(column).toHaveCount(0);
  } else {
    await expect(column).toBeVisible();
    await expect(collapsible).toHaveCount(0);
  }
});

test('class pages list members with a table of contents, marking inherited ones', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLError');
  const toc = page.locator('.theme-doc-toc-desktop');
  for (const section of ['Constructor', 'Properties', 'Methods']) {
    await expect(toc.getByRole('link', {name: section, exact: true})).toBeVisible();
  }
  await toc.getByRole('link', {name: 'toJSON', exact: true}).click();
  await expect(page).toHaveURL(/#toJSON$/);
  await expect(page.getByRole('heading', {level: 3, name: /toJSON/})).toBeInViewport();
  await expect(page.locator('section:has(> h3#message)')).toContainText('Inherited from Error.message');
  await expect(page.locator('section:has(> h3#locations)')).not.toContainText('Inherited from');
});

test('an interface page opens with its whole declaration, whose members link to their details in declaration order', async ({
  page,
}) => {
  await openApiPage(page, '/api/interface/ExecutionArgs');
  const declaration = page.locator('section', {
    has: page.getByRole('heading', {level: 2, name: 'Declaration'}),
  });
  const code = declaration.locator('pre').first();
  await expect(code).toContainText(
    /^interface ExecutionArgs \{\n {2}schema: GraphQLSchema;\n {2}document: DocumentNode;/,
  );
  await code.getByRole('link', {name: 'document', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/interface\/ExecutionArgs#document$/);
  // The member index reads in the same order.
  const index = page.getByRole('navigation', {name: 'Members of ExecutionArgs'});
  await expect(index.getByRole('rowheader').first()).toHaveText('schema');
});

test('a generic class names its type parameters under one heading, after the declaration and the member index', async ({
  page,
}) => {
  await openApiPage(page, '/api/class/GraphQLObjectType');
  const headings = page.getByRole('heading', {name: 'Type parameters'});
  await expect(headings).toHaveCount(1);
  const declaration = page.getByRole('heading', {level: 2, name: 'Declaration'});
  const index = page.getByRole('navigation', {name: 'Members of GraphQLObjectType'});
  const top = async (locator: typeof headings) => (await locator.boundingBox())!.y;
  expect(await top(declaration)).toBeLessThan(await top(index));
  expect(await top(index)).toBeLessThan(await top(headings));
});

test('a class page prints each declaration as the package declares it', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLSchema');
  // A member's first block is its declaration; its examples follow.
  await expect(page.locator('section:has(> h3#toStringTag) pre').first()).toHaveText(
    'get [Symbol.toStringTag](): string',
  );
  await expect(page.locator('section:has(> h3#constructor) pre').first()).toHaveText(
    'constructor(config: Readonly<GraphQLSchemaConfig>)',
  );
});

test('enum pages list every member with its value', async ({page}) => {
  await openApiPage(page, '/api/enum/TokenKind');
  const members = page.getByRole('table');
  await expect(members.getByRole('row', {name: /BANG/})).toContainText('"!"');
  // One row per member of the installed graphql's TokenKind, plus the header row.
  await expect(members.getByRole('row')).toHaveCount(Object.keys(TokenKind).length + 1);
});

test('examples render as highlighted code blocks', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const example = page.locator('section', {has: page.getByRole('heading', {level: 2, name: 'Examples'})});
  await expect(example.locator('.theme-code-block')).toHaveCount(2);
  await expect(example.locator('.theme-code-block .token').first()).toBeVisible();
});

test('deprecated symbols show a notice', async ({page}) => {
  await openApiPage(page, '/api/function/valueFromAST');
  await expect(page.locator('.theme-admonition-warning').first()).toContainText('coerceInputLiteral');
});

test('the overview lists every category with one-line summaries', async ({page}) => {
  await openApiPage(page, '/api');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
  const parsing = page.locator('section', {has: page.getByRole('heading', {level: 2, name: 'Parsing'})});
  const parseValue = parsing
    .getByRole('listitem')
    .filter({has: page.getByRole('link', {name: 'parseValue', exact: true})});
  await expect(parseValue).toContainText('function');
  await expect(parseValue).toContainText('Given a string containing a GraphQL value');
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  await parsing.getByRole('link', {name: 'parse', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/function\/parse$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('parse');
  // The entries navigate inside the app, as the site's other links do: the document is not reloaded.
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('type links in signatures navigate inside the app and load the page on hover', async ({
  page,
  browser,
  baseURL,
}) => {
  const chunks = await routeChunkPaths(
    browser,
    baseURL!,
    '/api/function/parse',
    '/api/interface/DocumentNode',
  );
  await openApiPage(page, '/api/function/parse');
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  const link = page.getByRole('article').getByRole('link', {name: 'DocumentNode', exact: true}).first();
  await expect(link).toHaveAttribute('href', '/api/interface/DocumentNode');
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (isRouteRequest(request)) loaded.push(new URL(request.url()).pathname);
  });
  await link.hover();
  await expect
    .poll(() => [...loaded].sort(), {message: "hovering loads the linked page's code and data"})
    .toEqual([...chunks].sort());
  await link.click();
  await expect(page).toHaveURL(/\/api\/interface\/DocumentNode$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('DocumentNode');
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`API pages have readable contrast in the ${theme} theme`, async ({page}) => {
    await openApiPage(page, '/api/class/GraphQLError');
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    const violations = await readAxeViolations(
      axeBuilder(page)
        .include('article')
        // Code colours come from the site-wide Prism themes, not from this page.
        .exclude('.theme-code-block')
        .withRules(['color-contrast']),
    );
    expect(violations).toEqual([]);
  });
}

test.describe('on a phone @mobile', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of [
    '/api',
    '/api/function/parse',
    '/api/class/GraphQLSchema',
    '/api/enum/Kind',
    '/api/interface/GraphQLFieldConfig',
  ]) {
    test(`${path} has no horizontal scrolling outside code blocks`, async ({page}) => {
      await openApiPage(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the api sidebar opens from the menu', async ({page}) => {
    await openApiPage(page, '/api/function/parse');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.getByRole('link', {name: 'parse', exact: true}).last()).toBeVisible();
  });
});

/** The line of `declaration` in a file of graphql's original source, as its source map carries it. */
function sourceLineOf(file: string, declaration: string): number {
  const map = JSON.parse(readFileSync(path.join(graphqlDir, file.replace(/\.ts$/, '.js.map')), 'utf8'));
  const lines = (map.sourcesContent[0] as string).split('\n');
  return lines.findIndex((line) => line.startsWith(declaration)) + 1;
}

test('symbols and members link to their line of the source at the installed version', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLSchema');
  const base = `https://github.com/graphql/graphql-js/blob/v${graphqlVersion}/src/type/schema.ts`;
  await expect(page.getByRole('link', {name: 'Source of GraphQLSchema', exact: true})).toHaveAttribute(
    'href',
    `${base}#L${sourceLineOf('type/schema.ts', 'export class GraphQLSchema')}`,
  );
  await expect(page.getByRole('link', {name: 'Source of getQueryType', exact: true})).toHaveAttribute(
    'href',
    new RegExp(`^${base.replace(/[.?]/g, '\\$&')}#L\\d+$`),
  );
});

test('a class page opens with an index of its members, each linked to its section', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLSchema');
  const index = page.getByRole('navigation', {name: 'Members of GraphQLSchema'});
  const entry = index
    .getByRole('row')
    .filter({has: page.getByRole('link', {name: 'getQueryType', exact: true})});
  await expect(entry).toContainText('method');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/#getQueryType$/);
  await expect(page.locator('#getQueryType')).toBeInViewport();
});

test('a page lists the pages that use it and the guides that link to it', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLSchema');
  const related = page
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name: 'Related'})});
  await expect(related.getByRole('heading', {name: 'Used by'})).toBeVisible();
  await expect(related.getByRole('link', {name: 'buildSchema', exact: true})).toHaveAttribute(
    'href',
    '/api/function/buildSchema',
  );
  await expect(related.getByRole('heading', {name: 'Guides that use this'})).toBeVisible();
  await related.getByRole('link', {name: 'Testing', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides\/testing$/);
});

test('a type the package does not export opens on a page that says what to write instead', async ({page}) => {
  await openApiPage(page, '/api/interface/ExecutionArgs');
  await page.getByRole('article').getByRole('link', {name: 'Maybe', exact: true}).first().click();
  await expect(page).toHaveURL(/\/api\/internal\/Maybe$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Maybe');
  const notice = page.locator('.theme-admonition').filter({hasText: 'Not exported'});
  await expect(notice).toContainText('graphql/jsutils/Maybe');
  await expect(notice.locator('pre')).toHaveText('null | undefined | T');
  await expect(page.locator('article')).not.toContainText('import type { Maybe }');
});

for (const overview of ['/api', '/api/v16'])
  test(`the overview ${overview} says how many exports and unexported types it lists, as many as it lists`, async ({
    page,
  }) => {
    await openApiPage(page, overview);
    const entries = page.locator('[data-entries] li');
    const notExported = page
      .locator('section', {has: page.getByRole('heading', {level: 2, name: 'Not exported'})})
      .locator('[data-entries] li');
    const [all, unexported] = [await entries.count(), await notExported.count()];
    expect(unexported).toBeGreaterThan(0);
    await expect(page.getByRole('article').locator('p', {hasText: 'exports of'})).toHaveText(
      new RegExp(
        `^The ${all - unexported} exports of graphql \\S+, grouped by category, and the ${unexported} types they use that the package does not export\\.`,
      ),
    );
    await expect(page.getByRole('status').filter({hasText: 'symbols'})).toHaveText(`${all} symbols`);
  });

test('the overview filters by name and kind as the reader types', async ({page}) => {
  await openApiPage(page, '/api');
  const filter = page.getByRole('searchbox', {name: 'Filter the API by name'});
  const visible = page.locator('[data-entries] li:visible');
  const total = await visible.count();
  await filter.fill('printschema');
  await expect(visible).toHaveText([/printSchema/]);
  await expect(page.getByRole('status').filter({hasText: 'symbols'})).toHaveText(`1 of ${total} symbols`);
  await filter.fill('schema');
  await page.getByRole('combobox', {name: 'Filter the API by kind'}).selectOption('class');
  await expect(visible).toHaveText([/GraphQLSchema/]);
  // A category with no match left is hidden with its heading.
  await expect(page.getByRole('heading', {level: 2, name: 'Parsing'})).toBeHidden();
});

// Each major's overview lists its own pages: /api holds graphql 17's, /api/v16 (beside them) graphql 16's.
for (const overview of ['/api', '/api/v16'])
  test(`without JavaScript the overview ${overview} lists every symbol and offers no dead filter`, async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(overview);
    // One entry per symbol page, the unexported types' pages included.
    const symbolPages = readdirSync(path.join(buildDir, overview), {
      recursive: true,
      encoding: 'utf8',
    }).filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith('v16') &&
        !isRedirectPage(path.join(buildDir, overview, file)),
    );
    expect(symbolPages.length).toBeGreaterThan(400);
    await expect(page.locator('[data-entries] li')).toHaveCount(symbolPages.length);
    // The filter needs JavaScript, so it is not drawn; the site search in the navbar is a plain form and stays.
    await expect(page.getByRole('searchbox', {name: 'Filter the API by name'})).toHaveCount(0);
    await expect(page.getByRole('combobox', {name: 'Filter the API by kind'})).toHaveCount(0);
    await expect(page.getByRole('search', {name: 'Site'}).getByRole('searchbox')).toHaveCount(1);
    await context.close();
  });

test('labels beside names and the small buttons above them are at least 12 px', async ({page}) => {
  await openApiPage(page, '/api/class/GraphQLError');
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  const sizes = await page
    .locator('header span, [class*="label"], main .button')
    .evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).fontSize)));
  expect(sizes.length).toBeGreaterThan(2);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
});
