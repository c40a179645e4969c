import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import siteConfig from '../docusaurus.config';
import {homeWaysIn} from '../src/data/homeWaysIn';
import {homeWhatsNew} from '../src/data/homeWhatsNew';
import {countScripts, isCodeMirror, isGraphQLJs, recordScripts, resultPayloads} from './playgroundUtils';
import {expectHydrated, findBuiltFile, noticeableShift, readLayoutShift, watchLayoutShifts} from './utils';

// Issue 30: the home page shows what graphql-js is, with an example to edit and run in its first screen.

const exampleName = 'Planets example';
const response = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'examples', 'home', 'response.json'), 'utf8'),
) as unknown;

test('the first screen shows the schema, resolvers and query highlighted before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto('/');
  const example = page.getByRole('region', {name: exampleName});
  const [schema, resolvers, query] = await example.locator('pre').all();
  await expect(schema).toContainText('planet(name: String!): Planet');
  await expect(resolvers).toContainText('export const rootValue');
  await expect(query).toContainText('planet(name: "Mars")');
  for (const block of [schema, resolvers, query]) {
    await expect(block.locator('.token').first()).toBeAttached();
    await expect(block).toBeInViewport();
  }
  await context.close();
});

test("the hero shows the site's tagline, and tells readers whose page runs the example to press Run", async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
  await expect(hero.getByText(siteConfig.tagline, {exact: true})).toBeVisible();
  await expect(hero.getByText('edit it, then press Run')).toBeVisible();
});

test('Run, in the first screen, runs graphql-js in a worker that loads only then, and shows the response the tests prove', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await countScripts(scripts, isCodeMirror)).toBe(0);
  expect(await countScripts(scripts, isGraphQLJs)).toBe(0);
  expect(page.workers()).toEqual([]);

  const example = page.getByRole('region', {name: exampleName});
  const run = example.getByRole('button', {name: 'Run'});
  await expect(run).toBeInViewport();
  await run.click();
  await expect(example.getByRole('status')).toHaveText('Done.');
  expect(await resultPayloads(example)).toEqual([response]);
  expect(await countScripts(scripts, isGraphQLJs)).toBeGreaterThan(0);
  expect(page.workers()).not.toEqual([]);
});

test('an edited query runs with the edit', async ({page}) => {
  await page.goto('/');
  await expectHydrated(page);
  const example = page.getByRole('region', {name: exampleName});
  await example.locator('pre').last().click();
  const query = example.getByRole('textbox', {name: /^Query/});
  await expect(query).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{ planet(name: "Earth") { name moons } }');
  await example.getByRole('button', {name: 'Run'}).click();
  await expect(example.getByRole('status')).toHaveText('Done.');
  expect(await resultPayloads(example)).toEqual([{data: {planet: {name: 'Earth', moons: ['Moon']}}}]);
});

test("what's new in 17 links each item to its section of the upgrade guide and to its API page", async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', {name: 'What’s new in 17'});
  for (const item of homeWhatsNew) {
    await expect(section.getByRole('link', {name: item.title, exact: true})).toHaveAttribute('href', item.to);
    await expect(section.getByRole('link', {name: item.api.name, exact: true})).toHaveAttribute(
      'href',
      item.api.to,
    );
    const [pagePath, anchor] = item.to.split('#');
    // The built HTML is minified: attribute values go without quotes where they can.
    expect(readFileSync(findBuiltFile(pagePath)!, 'utf8'), item.to).toMatch(
      new RegExp(` id="?${anchor}[" >]`),
    );
    expect(findBuiltFile(item.api.to), item.api.to).toBeDefined();
  }
});

test('the three ways in lead to the tutorial, the guides and the API reference', async ({page}) => {
  await page.goto('/');
  const section = page.getByRole('region', {name: 'Three ways in'});
  const links = section.getByRole('link');
  await expect(links).toHaveCount(3);
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
    homeWaysIn.map((way) => way.to),
  );
  for (const way of homeWaysIn) expect(findBuiltFile(way.to), way.to).toBeDefined();
});

test('nothing moves as the home page loads and hydrates, on a desktop and on a phone @mobile', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await expectHydrated(page);
  expect(await readLayoutShift(page)).toBeLessThan(noticeableShift);
  // The page does not scroll sideways; only code blocks may.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
