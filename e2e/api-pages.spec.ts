import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {TokenKind} from 'graphql';
import {expectHydrated, graphqlVersion, isRouteRequest, routeChunkPaths} from './utils';

async function openApiPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
}

const pageOfEachKind = [
  {path: '/api/class/GraphQLSchema', name: 'GraphQLSchema', kind: 'class', entry: 'graphql/type'},
  {path: '/api/enum/Kind', name: 'Kind', kind: 'enum', entry: 'graphql/language'},
  {path: '/api/function/parse', name: 'parse', kind: 'function', entry: 'graphql/language'},
  {path: '/api/interface/DocumentNode', name: 'DocumentNode', kind: 'interface', entry: 'graphql/language'},
  {path: '/api/type/GraphQLFieldResolver', name: 'GraphQLFieldResolver', kind: 'type', entry: 'graphql/type'},
  {path: '/api/variable/GraphQLString', name: 'GraphQLString', kind: 'variable', entry: 'graphql/type'},
];

for (const {path, name, kind, entry} of pageOfEachKind) {
  test(`the ${kind} page ${path} shows the symbol, its kind and its import lines`, async ({page}) => {
    await openApiPage(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
    await expect(page.locator('article header').getByText(kind, {exact: true})).toBeVisible();
    const keyword = kind === 'interface' || kind === 'type' ? 'import type' : 'import';
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

test('the Source link points at the definition in graphql-js at the installed version', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  await expect(page.getByRole('link', {name: 'Source of parse on GitHub'})).toHaveAttribute(
    'href',
    `https://github.com/graphql/graphql-js/blob/v${graphqlVersion}/src/language/parser.ts`,
  );
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

test('breadcrumbs lead back to the category and the overview', async ({page}) => {
  await openApiPage(page, '/api/function/parse');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['API', 'Parsing', 'parse']);
  await breadcrumbs.getByRole('link', {name: 'Parsing'}).click();
  await expect(page).toHaveURL(/\/api#parsing$/);
  await expect(page.getByRole('heading', {level: 2, name: 'Parsing'})).toBeInViewport();
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
    const results = await new AxeBuilder({page})
      .include('article')
      // Code colours come from the site-wide Prism themes, not from this page.
      .exclude('.theme-code-block')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
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
