import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import {toTwinPath} from '../plugins/markdown-twins';
import {buildDir, expectHydrated, graphql16Version, readSitemapPaths} from './utils';

const pagePaths = readSitemapPaths();
/** The site's public root as twins write it (`siteConfig.url` + base URL), from the sitemap's first entry. */
const siteRoot = (() => {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const first = new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]);
  const home = pagePaths.reduce((shortest, p) => (p.length < shortest.length ? p : shortest));
  return `${first.origin}${home}`;
})();
const basePath = new URL(siteRoot).pathname;

/** The file of the build that answers a site path, if any (as `docusaurus serve` resolves it). */
function builtFile(sitePath: string): string | undefined {
  const relative = decodeURIComponent(sitePath.slice(basePath.length));
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates
    .map((file) => path.join(buildDir, file))
    .find((file) => existsSync(file) && !file.endsWith('/'));
}

const idsByFile = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsByFile.has(file)) {
    const html = readFileSync(file, 'utf8');
    // The build minifies HTML, so an attribute may be unquoted: `id=x` or `id="x y"`.
    const ids = [...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    );
    idsByFile.set(file, new Set(ids));
  }
  return idsByFile.get(file)!;
}

/** Every link, image and definition target in a Markdown text. */
function linksIn(markdown: string): string[] {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const urls: string[] = [];
  visit(tree as Nodes, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
  });
  return urls;
}

/** Why a link in a twin does not resolve to a built page (and anchor), or undefined when it does. */
function brokenReason(url: string): string | undefined {
  if (!url.startsWith(siteRoot)) {
    return /^(https?:|mailto:)/.test(url) ? undefined : 'not an absolute URL';
  }
  const {pathname, hash} = new URL(url);
  const file = builtFile(pathname);
  if (!file) return 'no such page in the build';
  if (hash && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(hash.slice(1)))) {
    return `no element with id ${hash}`;
  }
  return undefined;
}

const twinFiles = pagePaths.map((pagePath) => builtFile(toTwinPath(pagePath)));

test('the sitemap lists pages only, no twins', () => {
  expect(pagePaths.length).toBeGreaterThan(400);
  expect(pagePaths.filter((p) => /\.(md|txt)$/.test(p))).toEqual([]);
});

test('every page in the sitemap has a Markdown twin, served as text', async ({request}) => {
  // A request per page, one after another, however loaded the machine: the time grows with the sitemap.
  test.setTimeout(30_000 + pagePaths.length * 200);
  const failures: string[] = [];
  for (const pagePath of pagePaths) {
    const response = await request.get(toTwinPath(pagePath));
    const type = response.headers()['content-type'] ?? '';
    const body = await response.text();
    if (
      response.status() !== 200 ||
      !/^text\/markdown; charset=utf-8$/i.test(type) ||
      !body.startsWith('# ')
    ) {
      failures.push(`${toTwinPath(pagePath)}: ${response.status()} ${type}`);
    }
  }
  expect(failures).toEqual([]);
});

test('llms.txt and llms-full.txt are served as plain text', async ({request}) => {
  for (const file of ['llms.txt', 'llms-full.txt']) {
    const response = await request.get(`${basePath}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/^text\/plain; charset=utf-8$/i);
  }
});

test('llms.txt lists every twin: tutorials first, then the API by category, then v16 in a section of its own', () => {
  const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  expect(llms).toMatch(/^# \S.*\n\n> \S/);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections[0]).toBe('Tutorials');
  const v16Section = `API of graphql ${graphql16Version}`;
  expect(sections.at(-1)).toBe(v16Section);
  expect(sections.slice(1, -1).every((title) => title.startsWith('API: '))).toBe(true);
  const v16At = llms.indexOf(`\n## ${v16Section}\n`);
  expect(linksIn(llms.slice(0, v16At)).filter((url) => url.includes('/api/v16'))).toEqual([]);
  // Its pages' links, that is: a description may link to the specification.
  const twinLinks = (text: string) => linksIn(text).filter((url) => url.endsWith('.md'));
  expect(twinLinks(llms.slice(v16At)).filter((url) => !url.includes('/api/v16'))).toEqual([]);
  const listed = new Set(linksIn(llms));
  const pages = pagePaths.filter((p) => p.startsWith(`${basePath}docs/`) || p.startsWith(`${basePath}api/`));
  expect(pages.filter((p) => !listed.has(`${siteRoot}${toTwinPath(p).slice(basePath.length)}`))).toEqual([]);
  // One line each: `- [Title](url.md): description`.
  expect(
    llms
      .split('\n')
      .filter((line) => line.startsWith('- ') && !/^- \[[^\]]+\]\(\S+\.md\)(: \S.*)?$/.test(line)),
  ).toEqual([]);
});

test('every link in every twin and in llms.txt resolves to a built page', () => {
  const texts = [
    ...twinFiles.filter((file): file is string => file !== undefined),
    path.join(buildDir, 'llms.txt'),
  ];
  expect(texts.length).toBe(pagePaths.length + 1);
  const broken: string[] = [];
  let count = 0;
  for (const file of texts) {
    for (const url of linksIn(readFileSync(file, 'utf8'))) {
      count += 1;
      const reason = brokenReason(url);
      if (reason) broken.push(`${path.relative(buildDir, file)}: ${url} (${reason})`);
    }
  }
  expect(count).toBeGreaterThan(pagePaths.length);
  expect(broken).toEqual([]);
});

test('llms-full.txt holds every tutorial, then every API twin, 17 before 16', () => {
  const full = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
  const parseAt = titles.indexOf('parse');
  const tutorialAt = titles.indexOf('Basic Types');
  expect(tutorialAt).toBeGreaterThan(0);
  expect(parseAt).toBeGreaterThan(tutorialAt);
  expect(full).toContain(readFileSync(path.join(buildDir, 'api/function/parse.md'), 'utf8').trimEnd());
  const v16Twin = readFileSync(path.join(buildDir, 'api/v16/function/parse.md'), 'utf8').trimEnd();
  expect(full.indexOf(v16Twin)).toBeGreaterThan(full.indexOf('# parse\n'));
  expect(titles.lastIndexOf('parse')).toBeGreaterThan(parseAt);
});

test('the parse twin has its signature, parameters, returns and example', async ({request}) => {
  const twin = await (await request.get(`${basePath}api/function/parse.md`)).text();
  expect(twin).toMatch(/^# parse\n/);
  expect(twin).toContain('function parse(source: string | Source, options?: ParseOptions): DocumentNode');
  expect(twin).toContain('### Parameters');
  expect(twin).toMatch(/\| `source` \| `string \\\| Source` /);
  expect(twin).toContain(`### Returns\n\n[\`DocumentNode\`](${siteRoot}api/interface/DocumentNode)`);
  expect(twin).toContain("const document = parse('{ hero { name } }');");
});

test('a tutorial twin has its samples verbatim', async ({request}) => {
  const twin = await (await request.get(`${basePath}docs/tutorials/basic-types.md`)).text();
  const sample = readFileSync(path.resolve(__dirname, '../examples/basic-types/schema.graphql'), 'utf8');
  expect(twin).toMatch(/^# Basic Types\n/);
  expect(twin).toContain(`\`\`\`graphql title="schema.graphql"\n${sample}\`\`\``);
});

test.describe('page actions', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const pagePath of ['docs/tutorials/basic-types', 'api/function/parse', 'api']) {
    test(`"Copy page" on /${pagePath} copies its twin, and "View as Markdown" opens it as text @mobile`, async ({
      page,
      request,
    }) => {
      const twinPath = `${basePath}${pagePath}.md`;
      await page.goto(`${basePath}${pagePath}`);
      await expectHydrated(page);
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twinPath);

      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await (await request.get(twinPath)).text());

      await page.getByRole('link', {name: 'View as Markdown'}).click();
      await expect(page).toHaveURL((url) => url.pathname === twinPath);
      await expect(page.locator('body')).toContainText(copied.split('\n')[0]);
    });
  }

  test('"Copy page" fails alone when the Markdown cannot load, and Retry recovers', async ({
    page,
    request,
  }) => {
    const twinPath = `${basePath}docs/tutorials/basic-types.md`;
    let blocked = true;
    await page.route(
      (url) => url.pathname === twinPath,
      (route) => (blocked ? route.abort('internetdisconnected') : route.continue()),
    );
    await page.goto(`${basePath}docs/tutorials/basic-types`);
    await expectHydrated(page);

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'could not be copied'})).toBeVisible();
    // The page stays as it was; the button offers to try again.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic Types');
    await expect(page.getByText('This page crashed')).toHaveCount(0);

    blocked = false;
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await (await request.get(twinPath)).text(),
    );
  });
});
