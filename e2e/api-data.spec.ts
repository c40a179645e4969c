import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir} from './utils';

// Reads the emitted JS chunks (build/ exists whenever e2e runs) to check that API pages only
// download their own data.
const jsDir = path.join(buildDir, 'assets', 'js');
const chunks = readdirSync(jsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({file, text: readFileSync(path.join(jsDir, file), 'utf8')}));

// Only a page model has a `sourceUrl` value (index entries and the sidebar do not).
const PAGE_MODEL = /"sourceUrl":"https:\/\/github\.com\/graphql\/graphql-js\//g;

test('no emitted chunk holds more than one symbol’s page model', () => {
  const counts = chunks.map(({file, text}) => ({file, models: text.match(PAGE_MODEL)?.length ?? 0}));
  expect(counts.filter((c) => c.models > 0).length).toBeGreaterThan(400);
  expect(counts.filter((c) => c.models > 1)).toEqual([]);
});

test('the route data of /api/function/parse is its own page model, under 30 KB', () => {
  const parse = chunks.filter(({text}) => text.includes('"page":{"id":"function/parse"'));
  expect(parse.map((c) => c.file)).toHaveLength(1);
  const [{text}] = parse;
  expect(Buffer.byteLength(text)).toBeLessThan(30 * 1024);
  expect(text).toContain('"name":"parse"');
  expect(text).not.toContain('"id":"function/print"');
});

/** The largest HTML file of a folder of API pages, in bytes. */
function largestPage(folder: string): {file: string; size: number} {
  const dir = path.join(buildDir, 'api', folder);
  return readdirSync(dir)
    .map((file) => ({file, size: statSync(path.join(dir, file)).size}))
    .reduce((a, b) => (b.size > a.size ? b : a));
}

test('API pages stay within their HTML budgets', () => {
  expect(largestPage('function').size).toBeLessThanOrEqual(60 * 1024);
  expect(largestPage('class').size).toBeLessThanOrEqual(150 * 1024);
  expect(statSync(path.join(buildDir, 'api.html')).size).toBeLessThanOrEqual(150 * 1024);
});
