import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'cheerio';
import {buildDir, expectHydrated, isRedirectPage} from './utils';

// Each API page's and each overview's route props are a JSON file beside its HTML
// (plugins/client-bundle/node/clientRouteTable.ts).
const apiDir = path.join(buildDir, 'api');
// The overviews: 17's (`api.html`, beside the folder), and an older major's (`api/v16.html`, beside its pages).
const overviews = [
  {file: path.join(buildDir, 'api'), permalink: '/api'},
  {file: path.join(apiDir, 'v16'), permalink: '/api/v16'},
];
const dataFiles = readdirSync(apiDir, {recursive: true, encoding: 'utf8'}).filter(
  (file) => file.endsWith('.json') && file !== 'v16.json',
);
// The API pages: not the overview beside the folder of its pages (`api/v16.html`), nor the redirect pages of old
// addresses (plugins/redirects), which have no data file.
const htmlPages = readdirSync(apiDir, {recursive: true, encoding: 'utf8'}).filter(
  (file) =>
    file.endsWith('.html') &&
    !existsSync(path.join(apiDir, file.replace(/\.html$/, ''))) &&
    !isRedirectPage(path.join(apiDir, file)),
);

test('every API page, of both majors, has a data file holding its own page model and no other', () => {
  expect(htmlPages.filter((file) => file.startsWith('v16/')).length).toBeGreaterThan(0);
  expect(dataFiles.map((file) => file.replace(/\.json$/, '')).sort()).toEqual(
    htmlPages.map((file) => file.replace(/\.html$/, '')).sort(),
  );
  for (const file of dataFiles) {
    const {page} = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8'));
    expect(page.permalink, file).toBe(`/api/${file.replace(/\.json$/, '')}`);
  }
});

test("each overview's data file holds that overview's list, as its HTML shows it", () => {
  for (const {file, permalink} of overviews) {
    const {index} = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
    expect(index.indexPermalink).toBe(permalink);
    const names = index.categories.flatMap((category: {groups: {entries: {name: string}[]}[]}) =>
      category.groups.flatMap((group) => group.entries.map((entry) => entry.name)),
    );
    const $ = load(readFileSync(`${file}.html`, 'utf8'));
    const listed = $('[data-entries] li > a > code')
      .map((_, code) => $(code).text())
      .get();
    expect(listed.slice(0, names.length)).toEqual(names);
  }
});

test('no link or label in any API page’s data, of either major, comes from `Object.prototype`', () => {
  const faults: string[] = [];
  for (const file of dataFiles) {
    const text = readFileSync(path.join(apiDir, file), 'utf8');
    if (text.includes('[native code]')) faults.push(`${file}: [native code]`);
    JSON.parse(text, (key, value) => {
      if ((key === 'href' || key === 'sourceUrl' || key === 'label') && !value)
        faults.push(`${file}: empty ${key}`);
      if (key === 'labels' && (value as unknown[]).some((label) => typeof label !== 'string' || !label))
        faults.push(`${file}: an empty label`);
      return value;
    });
  }
  expect(faults).toEqual([]);
});

test('no script holds an API page model', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const withModel = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      readFileSync(path.join(jsDir, file), 'utf8').includes('"sourceUrl":"https://github.com/'),
    );
  expect(withModel).toEqual([]);
});

test('the route data of /api/function/parse is under 30 kB', () => {
  expect(statSync(path.join(apiDir, 'function', 'parse.json')).size).toBeLessThan(30 * 1000);
});

test('an API page downloads its own data and no other page’s', async ({page}) => {
  const data: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.json')) data.push(new URL(request.url()).pathname);
  });
  await page.goto('/api/function/parse');
  await expectHydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'parse'})).toBeVisible();
  expect([...new Set(data)]).toEqual(['/api/function/parse.json']);
});

test('every enum member with a source location has a rendered link to it, of both majors', () => {
  let linked = 0;
  const faults: string[] = [];
  for (const file of dataFiles.filter((candidate) => /(^|\/)enum\//.test(candidate))) {
    const {page} = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8'));
    // The built HTML is minified (`href=https://…`, unquoted): it is read as HTML, not searched as text.
    const $ = load(readFileSync(path.join(apiDir, file.replace(/\.json$/, '.html')), 'utf8'));
    for (const section of page.sections)
      for (const block of section.blocks)
        for (const row of block.type === 'enumMembers' ? block.rows : [])
          if (row.sourceUrl) {
            linked++;
            const links = $(`tr:has([id="${row.anchor}"]) a[aria-label="Source of ${row.name}"]`);
            if (links.length !== 1 || links.attr('href') !== row.sourceUrl)
              faults.push(`${file}: ${row.name}`);
          }
  }
  expect(linked).toBeGreaterThan(100);
  expect(faults).toEqual([]);
});
