import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from '@playwright/test';
import {buildDir, expectHydrated, isRedirectPage, readSitemapPaths, startStaticServer} from './utils';

// Issue 30: the site deploys as the README says. `npm run build:base-path` (part of `npm test`) builds it as GitHub
// Pages serves a repository's site, under `/graphql-js/`, and with EDIT_URL set; these tests read that build.

const repositoryRoot = path.resolve(__dirname, '..');
const basePathDir = path.join(repositoryRoot, 'build-base-path');
const basePathScript: string = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'))
  .scripts['build:base-path'];
const base = /\bBASE_URL=(\S+)/.exec(basePathScript)![1];
const editUrl = /\bEDIT_URL=(\S+)/.exec(basePathScript)![1];
const siteUrl = new URL(
  /<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'))![1],
).origin;

test.beforeAll(() => {
  expect(existsSync(basePathDir), 'run `npm run build:base-path` first (`npm test` does)').toBe(true);
});

const htmlFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));

/** The docs pages of a build: its files under docs/, without the redirect pages of old addresses. */
const docsPages = (dir: string) =>
  htmlFiles(dir).filter((file) => file.startsWith('docs/') && !isRedirectPage(path.join(dir, file)));

test.describe('Deployed under a base path', () => {
  test('every internal href and src of the built HTML stays under the base path', () => {
    const outside: string[] = [];
    for (const file of htmlFiles(basePathDir)) {
      const $ = load(readFileSync(path.join(basePathDir, file), 'utf8'));
      // Where the browser resolves a relative URL from: the page's own address under the base.
      const pageUrl = new URL(`${base}${file.replace(/(index)?\.html$/, '')}`, siteUrl);
      const urls = [
        ...['href', 'src', 'action'].flatMap((attribute) =>
          $(`[${attribute}]`)
            .toArray()
            .map((element) => [attribute, $(element).attr(attribute)!] as const),
        ),
        ...$('[srcset]')
          .toArray()
          .flatMap((element) =>
            $(element)
              .attr('srcset')!
              .split(',')
              .map((candidate) => ['srcset', candidate.trim().split(/\s+/)[0]] as const),
          ),
        ...$('meta[http-equiv="refresh"]')
          .toArray()
          .map(
            (element) =>
              [
                'refresh',
                $(element)
                  .attr('content')!
                  .replace(/^\d+;\s*url=/, ''),
              ] as const,
          ),
      ];
      for (const [attribute, value] of urls) {
        if (value.startsWith('#')) continue;
        const url = new URL(value, pageUrl);
        if (url.origin !== siteUrl) continue;
        if (!url.pathname.startsWith(base)) outside.push(`${file}: ${attribute}="${value}"`);
      }
    }
    expect(outside).toEqual([]);
  });

  test('served under the base path, pages load whole and old addresses lead to their page', async ({
    page,
  }) => {
    // Three page loads and two navigations from a second server: more than the default time on a busy machine.
    test.slow();
    const host = await startStaticServer(base, basePathDir);
    try {
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.goto(`${host.origin}${base}`);
      await expectHydrated(page);
      await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
      // The announcement bar's link is raw HTML, outside Docusaurus's link handling.
      await page.getByRole('link', {name: 'start with the tutorial'}).click();
      await expect(page).toHaveURL(`${host.origin}${base}docs/tutorials`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting Started');

      await page.goto(`${host.origin}${base}api-v16/language#visit`);
      await expect(page).toHaveURL(`${host.origin}${base}api/v16/function/visit`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('visit');
      expect(missing).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

test.describe('"Edit this page" and the last update date', () => {
  test('with EDIT_URL, each docs page links to its own file in the repository', () => {
    const pages = docsPages(basePathDir);
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const $ = load(readFileSync(path.join(basePathDir, file), 'utf8'));
      const links = $('a')
        .toArray()
        .filter((a) => $(a).text().trim() === 'Edit this page')
        .map((a) => $(a).attr('href')!);
      expect(links, file).toHaveLength(1);
      expect(links[0].startsWith(editUrl), `${file}: ${links[0]}`).toBe(true);
      const source = links[0].slice(editUrl.length);
      expect(
        existsSync(path.join(repositoryRoot, source)),
        `${file} edits ${source}, a file of the repository`,
      ).toBe(true);
      // The file is the page's own: the page is at its path under docs/, extension aside.
      expect(source.replace(/\.mdx?$/, '').replace(/\/index$/, ''), file).toBe(file.replace(/\.html$/, ''));
    }
  });

  test('without EDIT_URL no page has the link', () => {
    for (const file of htmlFiles(buildDir))
      expect(readFileSync(path.join(buildDir, file), 'utf8'), file).not.toContain('Edit this page');
  });

  test("docs pages show their file's last commit date, unless the clone is shallow", async ({page}) => {
    const shallow =
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: repositoryRoot})
        .toString()
        .trim() === 'true';
    for (const source of ['docs/tutorials/basic-types.mdx', 'docs/guides/errors.mdx']) {
      const pagePath = `/${source.replace(/\.mdx$/, '')}`;
      expect(readSitemapPaths()).toContain(pagePath);
      await page.goto(pagePath);
      const time = page.locator('footer time[datetime]');
      if (shallow) {
        await expect(time, `${pagePath} in a shallow clone`).toHaveCount(0);
        continue;
      }
      const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {
        cwd: repositoryRoot,
      })
        .toString()
        .trim();
      expect(committed, `${source} has a commit`).not.toBe('');
      await expect(time).toHaveAttribute('datetime', new Date(Number(committed) * 1000).toISOString());
      await expect(page.getByText('Last updated on')).toBeVisible();
    }
  });
});
