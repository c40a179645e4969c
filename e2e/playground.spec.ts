import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

const basicTypes = {path: '/docs/tutorials/basic-types', name: 'Basic types example'};
const deferStream = {path: '/docs/tutorials/defer-stream', name: 'Defer and stream example'};
const messageOfTheDay = {
  path: '/docs/tutorials/mutations-and-input-types',
  name: 'Message of the day example',
};

/** The chunk with CodeMirror and graphql-js: it names CodeMirror's content class and graphql's syntax errors. */
function isEditorChunk(body: string): boolean {
  return body.includes('cm-content') && body.includes('Syntax Error');
}

/** Records every script the page downloads, and whether it is the editor chunk. */
function recordScripts(page: Page): Promise<boolean>[] {
  const scripts: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then(isEditorChunk, () => false));
    }
  });
  return scripts;
}

async function countEditorChunks(scripts: Promise<boolean>[]): Promise<number> {
  return (await Promise.all(scripts)).filter(Boolean).length;
}

async function openPlayground(page: Page, {path, name}: {path: string; name: string}): Promise<Locator> {
  await page.goto(path);
  await expectHydrated(page);
  return page.getByRole('region', {name});
}

/** The JSON of the page's own code blocks with this title (e.g. "Response"), in page order. */
async function shownJson(page: Page, title: string): Promise<unknown[]> {
  const blocks = page
    .locator('article .theme-code-block')
    .filter({has: page.getByText(title, {exact: true})})
    .locator('pre');
  return (await blocks.allTextContents()).map((text) => JSON.parse(text));
}

/** The payloads the playground shows, parsed. */
async function resultPayloads(playground: Locator): Promise<unknown[]> {
  const texts = await playground.getByRole('region', {name: 'Result'}).locator('pre').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** Replaces the whole text of one editor, as a reader pasting into it. */
async function replaceText(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('ControlOrMeta+A');
  await editor.page().keyboard.insertText(text);
}

/** Turns the preview into editors without running, by clicking the query. */
async function openEditors(playground: Locator): Promise<void> {
  await playground.locator('pre').last().click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toBeFocused();
  await playground.page().waitForLoadState('networkidle');
}

/**
 * Makes Math.random return these values in turn, as the sample tests do for the responses pages show.
 * Call it once the editors are loaded, so that only the resolvers draw from the sequence.
 */
async function stubRandom(page: Page, ...values: number[]): Promise<void> {
  await page.evaluate((sequence) => {
    let next = 0;
    Math.random = () => sequence[next++ % sequence.length];
  }, values);
}

test('the example reads as plain code without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(basicTypes.path);
  const playground = page.getByRole('region', {name: basicTypes.name});
  await expect(playground.locator('pre').first()).toContainText('rollThreeDice: [Int]');
  await expect(playground.locator('pre').nth(1)).toContainText("import express from 'express';");
  await expect(playground.getByRole('button', {name: 'Run'})).toHaveCount(0);
  await context.close();
});

test('graphql-js and the editor load only when the reader clicks Run', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, basicTypes);
  await page.waitForLoadState('networkidle');
  const beforeClick = scripts.length;
  expect(beforeClick).toBeGreaterThan(0);
  expect(await countEditorChunks(scripts)).toBe(0);
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveCount(0);

  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toBeVisible();
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
  expect(await countEditorChunks(scripts.slice(beforeClick))).toBe(1);
});

test('focusing the example with the keyboard loads the editors, and Ctrl+Enter runs', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, basicTypes);
  await page.waitForLoadState('networkidle');
  expect(await countEditorChunks(scripts)).toBe(0);

  const run = playground.getByRole('button', {name: 'Run'});
  await run.focus();
  await expect(playground.getByRole('button', {name: 'Reset'})).toBeVisible();
  await expect(run).toBeFocused();
  expect(await countEditorChunks(scripts)).toBe(1);

  await playground.getByRole('textbox', {name: /^Query/}).focus();
  await page.keyboard.press('Control+Enter');
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
});

test('running the shipped example shows the JSON the page shows', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await stubRandom(page, 0.3, 0.2951741307, 0.9, 0.2, 0.55);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
  const [response] = await shownJson(page, 'Response');
  expect(await resultPayloads(playground)).toEqual([response]);
});

test('a field added to the query appears in the result, with completion from the schema', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await playground.getByRole('button', {name: 'Run'}).click();
  const query = playground.getByRole('textbox', {name: /^Query/});
  await replaceText(query, '{\n  quoteOfTheDay\n  ');
  await page.keyboard.type('ran');
  await expect(page.getByRole('listbox').getByRole('option', {name: /^random/})).toBeVisible();

  await stubRandom(page, 0.3, 0.5);
  await replaceText(query, '{\n  quoteOfTheDay\n  random\n}');
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('region', {name: 'Result'})).toContainText('"random"');
  expect(await resultPayloads(playground)).toEqual([{data: {quoteOfTheDay: 'Take it easy', random: 0.5}}]);
});

test('a syntax error shows its message and place, and is marked in the editor @mobile', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await playground.getByRole('button', {name: 'Run'}).click();
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{\n  quoteOfTheDay\n');
  await page.keyboard.press('ControlOrMeta+Enter');
  const status = playground.getByRole('status');
  await expect(status).toContainText('Query, line 3, column 1');
  await expect(status).toContainText('Syntax Error: Expected Name, found <EOF>.');
  await expect(playground.locator('.cm-lintRange-error, .cm-lintPoint-error')).not.toHaveCount(0);
  await expect(playground.getByRole('region', {name: 'Result'})).toHaveCount(0);
  // At phone width the page does not scroll sideways; only long editor lines do.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the defer and stream example shows the initial payload, then each later one', async ({page}) => {
  const playground = await openPlayground(page, deferStream);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText(/^Done: \d+ payloads\.$/);
  const payloads = await resultPayloads(playground);
  expect(payloads.length).toBeGreaterThan(1);
  const [, streamOutput] = await shownJson(page, 'Output (one payload per line)');
  expect(payloads).toEqual(streamOutput);
  const titles = playground
    .getByRole('region', {name: 'Result'})
    .locator('.theme-code-block > div:first-child');
  await expect(titles).toHaveText(['Initial payload', 'Subsequent payload 1', 'Subsequent payload 2']);
});

test('a mutation changes what the next run reads, until Reset', async ({page}) => {
  const playground = await openPlayground(page, messageOfTheDay);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
  expect(await resultPayloads(playground)).toEqual([{data: {setMessage: 'hi'}}]);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ getMessage }');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(playground.getByRole('region', {name: 'Result'})).toContainText('getMessage');
  expect(await resultPayloads(playground)).toEqual([{data: {getMessage: 'hi'}}]);

  // Reset restores the example and starts app.mjs afresh, with an empty store.
  await playground.getByRole('button', {name: 'Reset'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText(/setMessage/);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ getMessage }');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(playground.getByRole('status')).toHaveText('Done.');
  expect(await resultPayloads(playground)).toEqual([{data: {getMessage: null}}]);
});

test('edits survive navigation in the session, and Reset restores the example', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await playground.getByRole('button', {name: 'Run'}).click();
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ quote: quoteOfTheDay }');

  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Object Types'})
    .click();
  await expect(page).toHaveURL(/object-types$/);
  // The URL changes before the next page's code has loaded: going back before it shows would never
  // have left this page, and its editors would still be open.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Object Types');
  await page.goBack();
  await expect(page).toHaveURL(/basic-types$/);
  await expect(playground.locator('pre').nth(2)).toHaveText('{ quote: quoteOfTheDay }');
  await stubRandom(page, 0.9);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
  expect(await resultPayloads(playground)).toEqual([{data: {quote: 'Salvation lies within'}}]);

  await playground.getByRole('button', {name: 'Reset'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText(
    /^\{\s*quoteOfTheDay\s*random\s*rollThreeDice\s*\}$/,
  );
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('graphql-playground')),
    ),
  ).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the playground has no accessibility violations in ${theme} mode`, async ({page}) => {
    const playground = await openPlayground(page, basicTypes);
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await playground.getByRole('button', {name: 'Run'}).click();
    await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
    const results = await new AxeBuilder({page})
      .include(`section[aria-label="${basicTypes.name}"]`)
      // The result blocks use the site's Prism themes, which are not this component's to change.
      .exclude('.theme-code-block')
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} ${violation.nodes[0].failureSummary}`,
      ),
    ).toEqual([]);
  });
}
