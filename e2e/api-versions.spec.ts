import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import type {ApiChangeMark} from '../plugins/typedoc-api';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';
import {
  buildDir,
  collectConsoleErrors,
  expectHydrated,
  graphql16Version,
  graphqlVersion,
  readSitemapPaths,
} from './utils';

const require = createRequire(__filename);
const v16Dir = path.join(buildDir, 'api', 'v16');
const kinds = readdirSync(v16Dir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'internal')
  .map((entry) => entry.name);
const pagesOf = (dir: string, kind: string) =>
  readdirSync(path.join(dir, kind))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, ''));

async function open(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await expectHydrated(page);
}

const versionSwitch = (page: Page) => page.getByRole('navigation', {name: 'API version'});
const header = (page: Page) => page.locator('article header');

test('every runtime export of the installed graphql 16 has exactly one page under /api/v16', () => {
  const exported = Object.keys(require('graphql-16'));
  const pages = kinds.flatMap((kind) => pagesOf(v16Dir, kind));
  expect(exported.length).toBeGreaterThan(200);
  expect(exported.filter((name) => pages.filter((page) => page === name).length !== 1)).toEqual([]);
  expect(readSitemapPaths()).toContain('/api/v16/function/parse');
});

test('the switch on parse shows both versions and goes to /api/v16/function/parse and back', async ({
  page,
}) => {
  await open(page, '/api/function/parse');
  await expect(versionSwitch(page)).toHaveText(`${graphqlVersion} · ${graphql16Version}`);
  await expect(versionSwitch(page).locator('[aria-current="page"]')).toHaveText(graphqlVersion);
  await versionSwitch(page).getByRole('link', {name: graphql16Version}).click();
  await expect(page).toHaveURL(/\/api\/v16\/function\/parse$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('parse');
  await expect(versionSwitch(page).locator('[aria-current="page"]')).toHaveText(graphql16Version);
  await versionSwitch(page).getByRole('link', {name: graphqlVersion}).click();
  await expect(page).toHaveURL(/\/api\/function\/parse$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('parse');
});

test('experimentalExecuteIncrementally shows "New in 17", and its switch says v16 lacks it', async ({
  page,
}) => {
  await open(page, '/api/function/experimentalExecuteIncrementally');
  await expect(header(page).getByText('New in 17', {exact: true})).toBeVisible();
  await versionSwitch(page).getByRole('link', {name: graphql16Version}).click();
  await expect(page).toHaveURL(/\/api\/v16\?missing=experimentalExecuteIncrementally$/);
  await expect(page.getByRole('status').filter({hasText: 'does not exist'})).toHaveText(
    `experimentalExecuteIncrementally does not exist in ${graphql16Version}.`,
  );
});

test('v16’s formatError shows "Removed in 17", links to what replaces it and to the upgrade guide', async ({
  page,
}) => {
  await open(page, '/api/v16/function/formatError');
  await expect(header(page).getByText('Removed in 17', {exact: true})).toBeVisible();
  const notice = page.locator('.theme-admonition').filter({hasText: 'Removed in 17'});
  // The guide's section that lists formatError among the removed exports.
  await expect(notice.getByRole('link', {name: 'Read the upgrade guide'})).toHaveAttribute(
    'href',
    '/docs/upgrade-guides/v16-to-v17#removed-exports',
  );
  await notice.getByRole('link', {name: 'GraphQLError.toJSON'}).click();
  await expect(page).toHaveURL(/\/api\/class\/GraphQLError#toJSON$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQLError');
});

test('the switch of a symbol 17 removed leads to the 17 overview, which says so', async ({page}) => {
  await open(page, '/api/v16/function/formatError');
  await versionSwitch(page).getByRole('link', {name: graphqlVersion}).click();
  await expect(page).toHaveURL(/\/api\?missing=formatError$/);
  await expect(page.getByRole('status').filter({hasText: 'does not exist'})).toHaveText(
    `formatError does not exist in ${graphqlVersion}. Use GraphQLError.toJSON instead.`,
  );
});

test('the 17 overview names what replaces an export 17 removed, as the upgrade guide says', async ({
  page,
}) => {
  const replacements = JSON.parse(
    readFileSync(path.join(__dirname, '../docs/upgrade-guides/replacements.json'), 'utf8'),
  );
  await open(page, '/api?missing=getVisitFn');
  const status = page.getByRole('status').filter({hasText: 'does not exist'});
  await expect(status).toHaveText(
    `getVisitFn does not exist in ${graphqlVersion}. Use ${replacements.getVisitFn} instead.`,
  );
  await status.getByRole('link', {name: replacements.getVisitFn}).click();
  await expect(page).toHaveURL(new RegExp(`/api/function/${replacements.getVisitFn}$`));
});

test('a changed symbol shows its 16 and 17 declarations side by side', async ({page}) => {
  // The first function page the build marks as changed, and the declarations it was given.
  const dir = path.join(buildDir, 'api', 'function');
  const changed = pagesOf(dir, '')
    .map((name) => ({name, data: JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'))}))
    .find(({data}) => data.marks.some((mark: {status: string}) => mark.status === 'changed'))!;
  await open(page, `/api/function/${changed.name}`);
  await expect(header(page).getByText('Changed in 17', {exact: true})).toBeVisible();
  const section = page.getByRole('region', {name: 'Changed in 17'});
  await expect(section.locator('figcaption')).toHaveText([graphql16Version, graphqlVersion]);
  const {declarations} = changed.data.marks.find((mark: {status: string}) => mark.status === 'changed');
  const flat = (code: string) => code.replace(/\s+/g, ' ').trim();
  const codes = await section.locator('figure pre').allInnerTexts();
  expect(codes.map(flat)).toEqual(declarations.map((declaration: {code: string}) => flat(declaration.code)));
  await section.getByRole('link', {name: 'Read the upgrade guide'}).click();

  // The guide opens at the section that lists the symbol among its changes.
  await expect(page).toHaveURL(/\/docs\/upgrade-guides\/v16-to-v17#[a-z0-9-]+$/);
  const anchor = new URL(page.url()).hash.slice(1);
  const heading = page.locator(`h2[id="${anchor}"], h3[id="${anchor}"]`);
  // The site's longest page: its code loads on the click, which takes a while on a busy machine.
  await expect(heading).toBeInViewport({timeout: 15_000});
  const sectionLinks = await heading.evaluate((start) => {
    const hrefs: string[] = [];
    for (
      let node = start.nextElementSibling;
      node && !/^H[23]$/.test(node.tagName);
      node = node.nextElementSibling
    )
      hrefs.push(...Array.from(node.querySelectorAll('a'), (a) => a.getAttribute('href') ?? ''));
    return hrefs;
  });
  expect(sectionLinks).toContain(`/api/function/${changed.name}`);
});

test('a class changed only in its members lists each of them, linked, and opens a changed one on both declarations', async ({
  page,
}) => {
  // The class pages the build marks as changed in members only, and the changes they were given.
  const dir = path.join(buildDir, 'api', 'class');
  const classes = pagesOf(dir, '').flatMap((name) => {
    const data: {marks: ApiChangeMark[]} = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
    const mark = data.marks.find((candidate) => candidate.status === 'changed');
    return mark && !mark.declarations ? [{name, members: mark.members!}] : [];
  });
  expect(classes.map(({name}) => name)).toContain('GraphQLSchema');
  const withChangedMember = classes.find(({members}) => members.some((member) => member.declarations))!;
  for (const {name, members} of [
    classes.find((entry) => entry.name === 'GraphQLSchema')!,
    withChangedMember,
  ]) {
    await open(page, `/api/class/${name}`);
    const section = page.getByRole('region', {name: 'Changed in 17'});
    await expect(section).toContainText('its members differ between the majors.');
    for (const member of members) {
      const line = section.getByRole('listitem').filter({hasText: `${member.label}:`});
      await expect(line.getByRole('link', {name: member.name, exact: true})).toHaveAttribute(
        'href',
        member.href,
      );
    }
    // Declarations appear only inside a changed member's disclosure, never as empty boxes.
    await expect(section.locator(':scope > div figure')).toHaveCount(0);
    for (const member of members.filter((entry) => entry.declarations)) {
      const details = section.locator('details').filter({hasText: `${member.name} in both majors`});
      await details.locator('summary').click();
      await expect(details.locator('figcaption')).toHaveText([graphql16Version, graphqlVersion]);
      const flat = (code: string) => code.replace(/\s+/g, ' ').trim();
      expect((await details.locator('figure pre').allInnerTexts()).map(flat)).toEqual(
        member.declarations!.map((declaration) => flat(declaration.code)),
      );
    }
  }
  // A new member's link opens its entry on the page.
  await open(page, '/api/class/GraphQLSchema');
  const section = page.getByRole('region', {name: 'Changed in 17'});
  const added = section.getByRole('listitem').filter({hasText: 'New in 17:'}).getByRole('link').first();
  const memberName = (await added.innerText()).trim();
  await added.click();
  await expect(page).toHaveURL(new RegExp(`/api/class/GraphQLSchema#${memberName}$`));
  await expect(page.locator(`[id="${memberName}"]`)).toBeInViewport();
});

for (const kind of kinds) {
  test(`a v16 ${kind} page renders with its switch and no console error`, async ({page}) => {
    const [name] = pagesOf(v16Dir, kind);
    const errors = collectConsoleErrors(page);
    await open(page, `/api/v16/${kind}/${name}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
    await expect(versionSwitch(page)).toContainText(graphql16Version);
    expect(errors).toEqual([]);
  });
}

test('the switch, the marks and their notices pass axe-core', async ({page}) => {
  test.setTimeout(120_000);
  for (const pagePath of [
    '/api/v16/function/formatError',
    '/api/function/experimentalExecuteIncrementally',
    '/api/function/parse',
    '/api/class/GraphQLSchema',
  ]) {
    await open(page, pagePath);
    const violations = await readAxeViolations(
      axeBuilder(page)
        .include('article')
        // Code colours come from the site-wide Prism themes, not from these marks.
        .exclude('.theme-code-block'),
    );
    expect(violations, pagePath).toEqual([]);
  }
});

test('the switch keeps the member the reader is at, unless the other major lacks it', async ({page}) => {
  await open(page, '/api/class/GraphQLError#extensions');
  await versionSwitch(page).getByRole('link', {name: graphql16Version}).click();
  await expect(page).toHaveURL(/\/api\/v16\/class\/GraphQLError#extensions$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQLError');
  await expect(page.locator('[id="extensions"]')).toBeInViewport();
  await versionSwitch(page).getByRole('link', {name: graphqlVersion}).click();
  await expect(page).toHaveURL(/\/api\/class\/GraphQLError#extensions$/);

  // A member of 17's GraphQLSchema that 16's lacks, as the build lists it: the switch opens 16's page at its top.
  const {versions} = JSON.parse(
    readFileSync(path.join(buildDir, 'api', 'class', 'GraphQLSchema.json'), 'utf8'),
  );
  const [lacked] = versions.find((version: {version: string}) => version.version === graphql16Version).lacks;
  expect(lacked).toBeTruthy();
  await open(page, `/api/class/GraphQLSchema#${lacked}`);
  await versionSwitch(page).getByRole('link', {name: graphql16Version}).click();
  await expect(page).toHaveURL(/\/api\/v16\/class\/GraphQLSchema$/);

  // A malformed escape typed into the address names no member: the page stays, and the switch opens 16's top.
  await open(page, '/api/class/GraphQLError#%E0%A4%A');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQLError');
  await versionSwitch(page).getByRole('link', {name: graphql16Version}).click();
  await expect(page).toHaveURL(/\/api\/v16\/class\/GraphQLError$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQLError');
});

test('the API sidebar scrolls the current page’s item into view, and only the sidebar', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  for (const pagePath of ['/api/function/execute', '/api/v16/function/validate']) {
    await open(page, pagePath);
    const item = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    await expect(item, pagePath).toHaveText(pagePath.split('/').pop()!);
    await expect(item, pagePath).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), pagePath).toBe(0);
  }
});
