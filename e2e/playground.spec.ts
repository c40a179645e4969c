import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

// TEMP: scratch page until the tutorials land.
const helloPath = '/playground-scratch';
const helloName = 'Hello playground';
const deferPath = '/playground-scratch';
const deferName = 'Defer playground';

/** The chunk with CodeMirror and graphql-js: it names CodeMirror's content class and graphql's syntax errors. */
function isEditorChunk(body: string): boolean {
  return body.includes('cm-content') && body.includes('Syntax Error');
}

/** Records every script the page downloads, with whether it is the editor chunk. */
function recordScripts(page: Page): {url: string; editor: Promise<boolean>}[] {
  const scripts: {url: string; editor: Promise<boolean>}[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({url: response.url(), editor: response.text().then(isEditorChunk, () => false)});
    }
  });
  return scripts;
}

async function editorChunksIn(scripts: {editor: Promise<boolean>}[]): Promise<number> {
  return (await Promise.all(scripts.map((script) => script.editor))).filter(Boolean).length;
}

async function openPlayground(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await expectHydrated(page);
  return page.getByRole('region', {name});
}

/** The payloads the playground shows, parsed. */
async function shownPayloads(playground: Locator): Promise<unknown[]> {
  const texts = await playground.getByRole('region', {name: 'Result'}).locator('pre').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** Replaces the whole text of one editor, as a reader pasting into it. */
async function replaceText(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('ControlOrMeta+A');
  await editor.page().keyboard.insertText(text);
}

test('the example reads as plain code without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(helloPath);
  const playground = page.getByRole('region', {name: helloName});
  await expect(playground.locator('pre').first()).toContainText('type Query');
  await expect(playground.getByRole('button', {name: 'Run'})).toHaveCount(0);
  await context.close();
});

test('graphql-js and the editor load only when the reader clicks Run', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, helloPath, helloName);
  await page.waitForLoadState('networkidle');
  const beforeClick = scripts.length;
  expect(await editorChunksIn(scripts)).toBe(0);
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveCount(0);

  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toBeVisible();
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
  expect(await editorChunksIn(scripts.slice(beforeClick))).toBe(1);
});

test('focusing the example with the keyboard loads the editors, and Ctrl+Enter runs', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, helloPath, helloName);
  await page.waitForLoadState('networkidle');
  expect(await editorChunksIn(scripts)).toBe(0);

  await playground.getByRole('button', {name: 'Run'}).focus();
  const run = playground.getByRole('button', {name: 'Run'});
  await expect(playground.getByRole('button', {name: 'Reset'})).toBeVisible();
  await expect(run).toBeFocused();
  expect(await editorChunksIn(scripts)).toBe(1);

  await playground.getByRole('textbox', {name: /^Query/}).focus();
  await page.keyboard.press('Control+Enter');
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
});

test('running the shipped example shows its JSON result', async ({page}) => {
  const playground = await openPlayground(page, helloPath, helloName);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
  expect(await shownPayloads(playground)).toEqual([{data: {hello: 'Hello world!'}}]);
});

test('a field added to the query appears in the result', async ({page}) => {
  const playground = await openPlayground(page, helloPath, helloName);
  await playground.getByRole('button', {name: 'Run'}).click();
  const query = playground.getByRole('textbox', {name: /^Query/});
  await replaceText(query, '{\n  hello\n  ');
  // Completion comes from the example's schema.
  await page.keyboard.type('ro');
  await expect(page.getByRole('listbox').getByRole('option', {name: /^roll/})).toBeVisible();
  await replaceText(query, '{\n  hello\n  roll(sides: 1)\n}');
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('region', {name: 'Result'})).toContainText('roll');
  expect(await shownPayloads(playground)).toEqual([{data: {hello: 'Hello world!', roll: 1}}]);
});

test('a syntax error shows its message and place, and is marked in the editor @mobile', async ({page}) => {
  const playground = await openPlayground(page, helloPath, helloName);
  await playground.getByRole('button', {name: 'Run'}).click();
  const query = playground.getByRole('textbox', {name: /^Query/});
  await replaceText(query, '{\n  hello\n');
  await page.keyboard.press('ControlOrMeta+Enter');
  const status = playground.getByRole('status');
  await expect(status).toContainText('Query, line 3, column 1');
  await expect(status).toContainText('Syntax Error: Expected Name, found <EOF>.');
  await expect(playground.locator('.cm-lintRange-error, .cm-lintPoint-error')).not.toHaveCount(0);
  await expect(playground.getByRole('region', {name: 'Result'})).toHaveCount(0);
  // At phone width the playground fits the screen; only editor lines may scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the defer and stream example shows the initial payload, then each later one', async ({page}) => {
  const playground = await openPlayground(page, deferPath, deferName);
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText(/^Done: \d+ payloads\.$/);
  const payloads = (await shownPayloads(playground)) as {hasNext?: boolean}[];
  expect(payloads.length).toBeGreaterThan(1);
  expect(payloads[0]).toMatchObject({data: {}, hasNext: true});
  expect(payloads.at(-1)).toMatchObject({hasNext: false});
  const titles = playground.getByRole('region', {name: 'Result'}).locator('.theme-code-block div').first();
  await expect(titles).toHaveText('Initial payload');
});

test('edits survive navigation in the session, and Reset restores the example', async ({page}) => {
  const playground = await openPlayground(page, helloPath, helloName);
  await playground.getByRole('button', {name: 'Run'}).click();
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ edited: hello }');

  await page.goto('/');
  await page.goto(helloPath);
  await expectHydrated(page);
  await expect(playground.locator('pre').nth(2)).toHaveText('{ edited: hello }');
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
  expect(await shownPayloads(playground)).toEqual([{data: {edited: 'Hello world!'}}]);

  await playground.getByRole('button', {name: 'Reset'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText(/^\{\s*hello\s*\}$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the playground has no accessibility violations in ${theme} mode`, async ({page}) => {
    const playground = await openPlayground(page, helloPath, helloName);
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await playground.getByRole('button', {name: 'Run'}).click();
    await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
    const results = await new AxeBuilder({page})
      .include(`section[aria-label="${helloName}"]`)
      // The result blocks use the site's Prism themes, which are not this component's to change.
      .exclude('.theme-code-block')
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0].failureSummary}`),
    ).toEqual([]);
  });
}
