import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Browser, type Locator, type Page, type Worker} from '@playwright/test';
import {
  countScripts,
  failScripts,
  isCodeMirror,
  isGraphQLJs,
  recordScripts,
  replaceText,
  resultPayloads,
  routeScripts,
  runToEnd,
} from './playgroundUtils';
import {expectHydrated, wrapChunkModules} from './utils';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';

const basicTypes = {path: '/docs/tutorials/basic-types', name: 'Basic types example'};
const deferStream = {path: '/docs/tutorials/defer-stream', name: 'Defer and stream example'};
const messageOfTheDay = {
  path: '/docs/tutorials/mutations-and-input-types',
  name: 'Message of the day example',
};

async function openPlayground(page: Page, {path, name}: {path: string; name: string}): Promise<Locator> {
  await page.goto(path);
  await expectHydrated(page);
  return page.getByRole('region', {name});
}

/** The texts of the page's code blocks with this title, as a reader copies them. */
async function shownTexts(page: Page, title: string): Promise<string[]> {
  return page
    .locator('article .theme-code-block')
    .filter({has: page.getByText(title, {exact: true})})
    .locator('pre')
    .allInnerTexts();
}

/** The JSON values of the code blocks with this title. */
async function shownJson(page: Page, title: string): Promise<unknown[]> {
  return (await shownTexts(page, title)).map((text) => JSON.parse(text));
}

/** The values of the JSON Lines blocks with this title: one value a line, as a script printed them. */
async function shownLines(page: Page, title: string): Promise<unknown[][]> {
  return (await shownTexts(page, title)).map((text) =>
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line)),
  );
}

/** Turns the preview into editors without running, by clicking the query. */
async function openEditors(playground: Locator): Promise<void> {
  await playground.locator('pre').last().click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toBeFocused();
  await playground.page().waitForLoadState('networkidle');
  await startedWorkers(playground.page());
}

/**
 * The playground's two workers (Playground.tsx: the runner and the analyser), once both have started: on a
 * busy machine the second may still be starting once the editors show.
 */
async function startedWorkers(page: Page): Promise<Worker[]> {
  await expect.poll(() => page.workers().length, {message: "the playground's two workers"}).toBe(2);
  return page.workers();
}

/**
 * Makes Math.random return these values in turn, as the sample tests do for the responses pages show. The
 * reader's code runs in the playground's workers, so that is where it is stubbed. Call it once the editors
 * are loaded (their workers start with them), so that only the resolvers draw from the sequence.
 */
async function stubRandom(page: Page, ...values: number[]): Promise<void> {
  await Promise.all(
    (await startedWorkers(page)).map((worker) =>
      worker.evaluate((sequence) => {
        let next = 0;
        Math.random = () => sequence[next++ % sequence.length];
      }, values),
    ),
  );
}

/**
 * Runs the basic types example as shipped, with the random draws its page's response was made with, and
 * expects that response.
 */
async function expectShippedResponse(page: Page, playground: Locator): Promise<void> {
  await openEditors(playground);
  await stubRandom(page, 0.3, 0.2951741307, 0.9, 0.2, 0.55);
  await runToEnd(playground);
  const [response] = await shownJson(page, 'Response');
  expect(await resultPayloads(playground)).toEqual([response]);
}

/** A resolver module whose resolver never returns. */
const loopingResolver = 'export const rootValue = {\n  quoteOfTheDay: () => {\n    while (true) {}\n  },\n};';
/** A resolver module that never finishes loading. */
const loopingModule = 'while (true) {}\nexport const rootValue = {};';
const stoppedAfterTimeLimit = /^Stopped after 5 s: /;

/** Whether a thread (the page's, or a worker's) answers within a second: one stuck in a loop does not. */
async function answersSoon(evaluate: () => Promise<unknown>): Promise<boolean> {
  const tooLate = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000));
  return Promise.race([evaluate().then(() => true), tooLate]);
}

/** The page's text outside the playground, to show that a failing playground leaves it as it was. */
function textAroundPlayground(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (label) =>
      Array.from(document.querySelectorAll('article h1, article h2, article p, article li'))
        .filter((element) => !element.closest(`section[aria-label="${label}"]`))
        .map((element) => element.textContent)
        .join('\n'),
    name,
  );
}

/** Where the playground's worker script is, found by starting one on a fresh page. */
async function workerScriptPath(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({baseURL});
  try {
    const page = await context.newPage();
    const playground = await openPlayground(page, basicTypes);
    const worker = page.waitForEvent('worker');
    await playground.getByRole('button', {name: 'Run'}).click();
    return new URL((await worker).url()).pathname;
  } finally {
    await context.close();
  }
}

/** The failure message with its Retry button stands where Run was, under the example's code; the page is as it was. */
async function expectFailedAlone(page: Page, playground: Locator, textAround: string): Promise<void> {
  await expect(playground.getByRole('alert')).toHaveText(/^The playground could not load\./);
  await expect(playground.getByRole('button', {name: 'Retry'})).toBeVisible();
  await expect(playground.getByRole('textbox')).toHaveCount(0);
  // The example stays readable beside the note, as the page shows it without JavaScript.
  await expect(playground.locator('pre').first()).toContainText('rollThreeDice: [Int]');
  await expect(playground.locator('pre').nth(1)).toContainText("import express from 'express';");
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(await textAroundPlayground(page, basicTypes.name)).toBe(textAround);
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

test('graphql-js, the editor and the workers load only when the reader clicks Run', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, basicTypes);
  await page.waitForLoadState('networkidle');
  const beforeClick = scripts.length;
  expect(beforeClick).toBeGreaterThan(0);
  expect(await countScripts(scripts, isCodeMirror)).toBe(0);
  expect(await countScripts(scripts, isGraphQLJs)).toBe(0);
  expect(page.workers()).toEqual([]);
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveCount(0);

  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toBeVisible();
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
  expect(await countScripts(scripts.slice(beforeClick), isCodeMirror)).toBeGreaterThan(0);
  expect(await countScripts(scripts.slice(beforeClick), isGraphQLJs)).toBeGreaterThan(0);
  expect(page.workers()).not.toEqual([]);
});

test('focusing the example with the keyboard loads the editors, and Ctrl+Enter runs', async ({page}) => {
  const scripts = recordScripts(page);
  const playground = await openPlayground(page, basicTypes);
  await page.waitForLoadState('networkidle');
  expect(await countScripts(scripts, isCodeMirror)).toBe(0);

  const run = playground.getByRole('button', {name: 'Run'});
  await run.focus();
  await expect(playground.getByRole('button', {name: 'Reset'})).toBeVisible();
  await expect(run).toBeFocused();
  expect(await countScripts(scripts, isCodeMirror)).toBeGreaterThan(0);

  await playground.getByRole('textbox', {name: /^Query/}).focus();
  await page.keyboard.press('Control+Enter');
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
});

test('running the shipped example shows the JSON the page shows', async ({page}) => {
  await expectShippedResponse(page, await openPlayground(page, basicTypes));
});

test('a field added to the query appears in the result, with completion from the schema', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await runToEnd(playground);
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
  await runToEnd(playground);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{\n  quoteOfTheDay\n');
  // Run, not Ctrl+Enter: phones have no such key, and CodeMirror reads Enter its own way on Android.
  await playground.getByRole('button', {name: 'Run'}).click();
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
  const [, streamOutput] = await shownLines(page, 'Output (one payload per line)');
  expect(payloads).toEqual(streamOutput);
  const titles = playground
    .getByRole('region', {name: 'Result'})
    .locator('.theme-code-block > div:first-child');
  await expect(titles).toHaveText(['Initial payload', 'Subsequent payload 1', 'Subsequent payload 2']);
});

test('a mutation changes what the next run reads, until Reset', async ({page}) => {
  const playground = await openPlayground(page, messageOfTheDay);
  await runToEnd(playground);
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
  await runToEnd(playground);
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
  await openEditors(playground);
  await stubRandom(page, 0.9);
  await runToEnd(playground);
  expect(await resultPayloads(playground)).toEqual([{data: {quote: 'Salvation lies within'}}]);

  // Pressed from the keyboard, Reset disables itself and hands the focus to Run, inside the playground.
  await playground.getByRole('button', {name: 'Reset'}).focus();
  await page.keyboard.press('Enter');
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText(
    /^\{\s*quoteOfTheDay\s*random\s*rollThreeDice\s*\}$/,
  );
  await expect(playground.getByRole('button', {name: 'Reset'})).toBeDisabled();
  await expect(playground.getByRole('button', {name: 'Run'})).toBeFocused();
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('graphql-playground')),
    ),
  ).toEqual([]);
});

test('reader code runs off the page: a looping resolver is stopped after 5 s, and the page stays responsive @timing', async ({
  page,
}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  const resolvers = playground.getByRole('textbox', {name: /^Resolvers/});
  const query = playground.getByRole('textbox', {name: /^Query/});
  await replaceText(resolvers, loopingResolver);
  await replaceText(query, '{ quoteOfTheDay }');
  const started = Date.now();
  await playground.getByRole('button', {name: 'Run'}).click();
  const status = playground.getByRole('status');
  await expect(status).toHaveText('Running.');
  await expect(playground.getByRole('button', {name: 'Stop'})).toBeVisible();

  // While the resolver loops, the page's thread answers, a click elsewhere on the page works, and so does typing.
  expect(await answersSoon(() => page.evaluate(() => 1 + 1))).toBe(true);
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await query.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' # typed while it runs');
  await expect(query).toContainText('{ quoteOfTheDay } # typed while it runs');
  await expect(status).toHaveText('Running.');

  await expect(status).toHaveText(stoppedAfterTimeLimit, {timeout: 7000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
  await expect(playground.getByRole('button', {name: 'Stop'})).toHaveCount(0);

  // The next run gets a fresh worker.
  await replaceText(resolvers, "export const rootValue = { quoteOfTheDay: () => 'fixed' };");
  await runToEnd(playground);
  expect(await resultPayloads(playground)).toEqual([{data: {quoteOfTheDay: 'fixed'}}]);
});

test('Stop ends a run at once, says so, and hands the focus back to Run @timing', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), loopingResolver);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ quoteOfTheDay }');
  await playground.getByRole('button', {name: 'Run'}).click();
  await playground.getByRole('button', {name: 'Stop'}).click();
  await expect(playground.getByRole('status')).toHaveText('Stopped.', {timeout: 1000});
  await expect(playground.getByRole('button', {name: 'Run'})).toBeFocused();
});

test('completion data comes from the worker under the same time limit: a loop in the module never blocks typing @timing', async ({
  page,
}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  const query = playground.getByRole('textbox', {name: /^Query/});
  const workersEnded = Promise.race(
    page
      .workers()
      .map((worker) => new Promise<number>((resolve) => worker.once('close', () => resolve(Date.now())))),
  );
  const typed = Date.now();
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), loopingModule);

  // The module loops in the worker that loads it for completion; typing goes on, with the last good schema.
  await replaceText(query, '{\n  quoteOfTheDay\n  ');
  await page.keyboard.type('ran', {delay: 300});
  await expect(page.getByRole('listbox').getByRole('option', {name: /^random/})).toBeVisible();
  expect(await answersSoon(() => page.evaluate(() => 1 + 1))).toBe(true);

  // Past the time limit, that worker is ended; nothing was run.
  expect((await workersEnded) - typed).toBeGreaterThanOrEqual(5000);
  await expect(playground.locator('[role="status"]')).toBeEmpty();
});

test('restoring saved edits runs nothing until Run is pressed @timing', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), loopingModule);
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Object Types'})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Object Types');

  const started: Worker[] = [];
  page.on('worker', (worker) => started.push(worker));
  await page.goBack();
  await expect(playground.locator('pre').nth(1)).toContainText('while (true) {}');
  await openEditors(playground);
  // Longer than the editor waits after an edit before loading the module for completion.
  await page.waitForTimeout(1000);
  expect(started).not.toEqual([]);
  for (const worker of started) expect(await answersSoon(() => worker.evaluate(() => true))).toBe(true);

  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText(stoppedAfterTimeLimit, {timeout: 7000});
});

test('reader code cannot read the site storage', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await page.evaluate(() => localStorage.setItem('playground-test', 'the site data'));
  const probe = [
    "const attempt = (read) => { try { read(); return 'read'; } catch (error) { return error.message; } };",
    'export const rootValue = {',
    '  quoteOfTheDay: () =>',
    '    [',
    "      () => localStorage.getItem('playground-test'),",
    "      () => indexedDB.open('site'),",
    "      () => caches.open('site'),",
    '      () => navigator.storage.getDirectory(),',
    // A worker started from a blob: URL would have the site's origin, and its storage.
    "      () => new Worker(URL.createObjectURL(new Blob(['indexedDB.open(1)']))),",
    '    ]',
    '      .map(attempt)',
    "      .join('; '),",
    '};',
  ].join('\n');
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), probe);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ quoteOfTheDay }');
  await runToEnd(playground);
  const [{data}] = (await resultPayloads(playground)) as {data: {quoteOfTheDay: string}}[];
  expect(data.quoteOfTheDay.split('; ')).toEqual([
    'localStorage is not defined',
    'indexedDB is not defined',
    'caches is not defined',
    "Cannot read properties of undefined (reading 'getDirectory')",
    'Worker is not defined',
  ]);
});

test('a syntax error in the resolvers shows its line and column, and is marked in the editor', async ({
  page,
}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await replaceText(
    playground.getByRole('textbox', {name: /^Resolvers/}),
    "export const rootValue = {\n  quoteOfTheDay: () => 'a'\n  random: () => 1,\n};",
  );
  await page.keyboard.press('ControlOrMeta+Enter');
  const status = playground.getByRole('status');
  await expect(status).toContainText('Resolvers, line 3, column 3');
  await expect(status).toContainText('Syntax error in app.mjs: Unexpected token.');
  await expect(
    playground.locator('[data-file="resolvers"]').locator('.cm-lintRange-error, .cm-lintPoint-error'),
  ).not.toHaveCount(0);
});

// @timing: the run must end within the playground's 5 s, with a window of 2 s in it to see two payloads of
// three, which another worker's load on a 2-core machine once closed (it then runs alone, as the others do).
test('incremental delivery shows each payload as it arrives @timing', async ({page}) => {
  const playground = await openPlayground(page, deferStream);
  await openEditors(playground);
  const module = readFileSync(path.join(__dirname, '..', 'examples', 'defer-stream', 'schema.mjs'), 'utf8');
  // The last streamed item now comes late enough to watch the earlier payloads arrive first.
  const slowed = module.replace(/wait\(10\);(\s*yield 'c')/, 'wait(2000);$1');
  expect(slowed).not.toBe(module);
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), slowed);
  await playground.getByRole('button', {name: 'Run'}).click();

  const status = playground.getByRole('status');
  const shown = playground.getByRole('region', {name: 'Result'}).locator('pre');
  await expect(status).toHaveText('Running: 2 payloads so far.');
  await expect(shown).toHaveCount(2);
  await expect(status).toHaveText('Done: 3 payloads.');
  await expect(shown).toHaveCount(3);
});

type ScriptMatcher = (url: URL, body: string) => boolean;

const unloadableParts: {
  name: string;
  scripts: (browser: Browser, baseURL: string) => Promise<ScriptMatcher>;
}[] = [
  {name: 'the editor', scripts: async () => (_url, body) => isCodeMirror(body)},
  {
    name: 'its worker',
    scripts: async (browser, baseURL) => {
      const workerPath = await workerScriptPath(browser, baseURL);
      return (url) => url.pathname === workerPath;
    },
  },
];

for (const part of unloadableParts) {
  test(`the playground fails alone when ${part.name} cannot load, and Retry recovers`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const unblock = await failScripts(page, await part.scripts(browser, baseURL!));
    const playground = await openPlayground(page, basicTypes);
    const textAround = await textAroundPlayground(page, basicTypes.name);
    await playground.getByRole('button', {name: 'Run'}).click();
    await expectFailedAlone(page, playground, textAround);

    await unblock();
    await playground.getByRole('button', {name: 'Retry'}).click();
    await expect(playground.getByRole('textbox', {name: /^Query/})).toBeVisible();
    await runToEnd(playground);
  });
}

/** A resolver module whose only resolver returns a string of 20 million characters. */
const hugeString = "export const rootValue = { quoteOfTheDay: () => 'x'.repeat(20_000_000) };";

/** Replaces the resolvers with `module`, and the query with one that asks for its field. */
async function askQuoteOfTheDay(playground: Locator, module: string): Promise<void> {
  await replaceText(playground.getByRole('textbox', {name: /^Resolvers/}), module);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ quoteOfTheDay }');
}

/**
 * Makes the site's highlighter throw on code holding this text, as it threw on huge strings before. The
 * highlighter loads with the first block the page renders after hydration, such as a first result.
 */
async function breakHighlighterOn(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => typeof (window as {Prism?: {tokenize?: unknown}}).Prism?.tokenize))
    .toBe('function');
  await page.evaluate((marker) => {
    type Tokenize = (code: string, grammar: unknown) => unknown;
    const prism = (window as unknown as {Prism: {tokenize: Tokenize}}).Prism;
    const tokenize = prism.tokenize;
    prism.tokenize = function (code, grammar) {
      if (code.includes(marker)) throw new RangeError('Maximum call stack size exceeded');
      return tokenize.call(this, code, grammar);
    };
  }, text);
}

test('a string of 20,000,000 characters is shown shortened, with a note, and can be copied or downloaded whole @timing', async ({
  page,
}) => {
  // 20 MB go through the worker, the clipboard, a download and an axe run: some 20 s on an idle machine, and
  // more when other tests share its cores. Building the string must also fit the playground's 5 s limit,
  // hence @timing: it runs alone, after the others.
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await askQuoteOfTheDay(playground, hugeString);
  await runToEnd(playground);

  const result = playground.getByRole('region', {name: 'Result'});
  await expect(result).toContainText('Shortened: 19,999,000 characters not shown.');
  await expect(result.locator('pre')).toContainText('…" // 19,999,000 more characters not shown');
  const whole = JSON.stringify({data: {quoteOfTheDay: 'x'.repeat(20_000_000)}}, null, 2);
  const download = page.waitForEvent('download');
  await result.getByRole('button', {name: 'Download result.json'}).click();
  expect(readFileSync(await (await download).path(), 'utf8')).toBe(whole);
  await result.getByRole('button', {name: 'Copy the whole result'}).click();
  await expect(result).toContainText('Copied.');
  expect(await page.evaluate(async () => (await navigator.clipboard.readText()).length)).toBe(whole.length);
  // The rest of the playground is as it was.
  await expect(playground.getByRole('textbox', {name: /^Resolvers/})).toHaveText(hugeString);
  await expect(playground.getByRole('alert')).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    const violations = await readAxeViolations(
      axeBuilder(page).include(`section[aria-label="Result"]`).exclude('.theme-code-block'),
    );
    expect.soft(violations, `the note in ${theme} mode`).toEqual([]);
  }
});

test('a list of 200,000 items is shown within a second of the worker answering @timing', async ({page}) => {
  // Notes when each payload reaches the page, before the page reads it: reading it is part of showing it.
  await page.addInitScript(() => {
    const arrivals: number[] = [];
    (window as unknown as {payloadArrivals: number[]}).payloadArrivals = arrivals;
    const listen = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof listener !== 'function')
        return listen.call(this, type, listener, options);
      return listen.call(
        this,
        type,
        function (this: Worker, event: Event) {
          const arrived = performance.now();
          if ((event as MessageEvent<{kind?: string}>).data?.kind === 'payload') arrivals.push(arrived);
          return listener.call(this, event);
        },
        options,
      );
    } as typeof Worker.prototype.addEventListener;
  });
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await replaceText(
    playground.getByRole('textbox', {name: /^Schema/}),
    'type Query { items: [Item] }\ntype Item { id: Int, name: String }',
  );
  await replaceText(
    playground.getByRole('textbox', {name: /^Resolvers/}),
    'export const rootValue = {\n  items: () => Array.from({ length: 200_000 }, (_, id) => ({ id, name: `Item ${id}` })),\n};',
  );
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ items { id name } }');
  // Resolves once the frame that shows the result has been painted.
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('section[aria-label="Result"] pre')) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        });
        observer.observe(document.body, {childList: true, subtree: true});
      }),
  );
  await playground.getByRole('button', {name: 'Run'}).click();
  const shownAt = await shown;
  const [arrivedAt] = await page.evaluate(
    () => (window as unknown as {payloadArrivals: number[]}).payloadArrivals,
  );
  const milliseconds = Math.round(shownAt - arrivedAt);
  test.info().annotations.push({type: 'shown after the answer', description: `${milliseconds} ms`});
  expect(milliseconds).toBeLessThan(1000);
  await expect(playground.getByRole('region', {name: 'Result'})).toContainText(
    'Shortened: 199,900 list items not shown.',
  );
  await expect(playground.getByRole('status')).toHaveText('Done.');
});

test('a result that cannot be shown fails alone, saying why, and the next run shows its result', async ({
  page,
}) => {
  const playground = await openPlayground(page, basicTypes);
  await runToEnd(playground);
  await breakHighlighterOn(page, 'unshowable');
  await askQuoteOfTheDay(playground, "export const rootValue = { quoteOfTheDay: () => 'unshowable' };");
  await runToEnd(playground);

  const result = playground.getByRole('region', {name: 'Result'});
  await expect(result.getByRole('alert')).toHaveText(
    /^Result: could not show it here \(Maximum call stack size exceeded\)\./,
  );
  await expect(result.getByRole('button', {name: 'Download result.json'})).toBeVisible();
  const resolvers = playground.getByRole('textbox', {name: /^Resolvers/});
  await expect(resolvers).toContainText("quoteOfTheDay: () => 'unshowable'");
  await expect(playground.getByRole('button', {name: 'Retry'})).toHaveCount(0);

  await replaceText(resolvers, "export const rootValue = { quoteOfTheDay: () => 'shown' };");
  await runToEnd(playground);
  expect(await resultPayloads(playground)).toEqual([{data: {quoteOfTheDay: 'shown'}}]);
});

test('edits are kept when the editor cannot load, and come back with Retry', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await replaceText(playground.getByRole('textbox', {name: /^Query/}), '{ quote: quoteOfTheDay }');
  // The next load of the editor's code fails, as it would offline.
  const unblock = await failScripts(page, (_url, body) => isCodeMirror(body));
  await page.reload();
  await expectHydrated(page);
  await playground.locator('pre').last().click();
  await expect(playground.getByRole('alert')).toHaveText(/^The playground could not load\./);

  await unblock();
  await playground.getByRole('button', {name: 'Retry'}).click();
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText('{ quote: quoteOfTheDay }');
});

test('edits are kept when the worker cannot load, and come back with Retry', async ({
  page,
  browser,
  baseURL,
}) => {
  const workerPath = await workerScriptPath(browser, baseURL!);
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  await askQuoteOfTheDay(
    playground,
    "export const rootValue = {\n  quoteOfTheDay: () => new Promise((resolve) => setTimeout(() => resolve('late'), 2000)),\n};",
  );
  await playground.getByRole('button', {name: 'Run'}).click();
  // Stop ends the worker; the one the next run starts cannot load.
  const unblock = await failScripts(page, (url) => url.pathname === workerPath);
  await playground.getByRole('button', {name: 'Stop'}).click();
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('alert')).toHaveText(/^The playground could not load\./);

  await unblock();
  await playground.getByRole('button', {name: 'Retry'}).click();
  await expect(playground.getByRole('textbox', {name: /^Resolvers/})).toContainText("resolve('late'), 2000)");
  await expect(playground.getByRole('textbox', {name: /^Query/})).toHaveText('{ quoteOfTheDay }');
  await runToEnd(playground);
  expect(await resultPayloads(playground)).toEqual([{data: {quoteOfTheDay: 'late'}}]);
});

test('edits are kept when the playground itself fails, even without session storage, and come back with Retry', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed.', 'SecurityError');
      },
    });
  });
  // The playground's chunk (Playground.tsx, found by a text of its own) with components that crash on demand.
  await routeScripts(page, (_url, body) =>
    body.includes('Could not run the example:') ? wrapChunkModules + body : undefined,
  );
  const playground = await openPlayground(page, basicTypes);
  await openEditors(playground);
  const query = playground.getByRole('textbox', {name: /^Query/});
  await replaceText(query, '{ quote: quoteOfTheDay }');
  await page.evaluate(() => ((window as unknown as {crashPages: boolean}).crashPages = true));
  // The edit that makes it render again, and crash.
  await page.keyboard.type(' ');
  await expect(playground.getByRole('alert')).toHaveText(/^The playground could not load\./);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  // The reader's query, as edited, stays readable beside the note.
  await expect(playground.locator('pre').filter({hasText: '{ quote: quoteOfTheDay }'})).toBeVisible();

  await page.evaluate(() => ((window as unknown as {crashPages: boolean}).crashPages = false));
  await playground.getByRole('button', {name: 'Retry'}).click();
  await expect(query).toHaveText('{ quote: quoteOfTheDay } ');
});

test('the playground has no accessibility violations, in light mode and in dark mode', async ({page}) => {
  const playground = await openPlayground(page, basicTypes);
  await runToEnd(playground);
  await expect(playground.getByRole('region', {name: 'Result'})).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    const violations = await readAxeViolations(
      axeBuilder(page)
        .include(`section[aria-label="${basicTypes.name}"]`)
        // The result blocks use the site's Prism themes, which are not this component's to change.
        .exclude('.theme-code-block'),
    );
    expect.soft(violations, `${theme} mode`).toEqual([]);
  }
});

test('the Global Object Identification example refetches by ID in the browser, and a hostile ID finds nothing', async ({
  page,
}) => {
  const playground = await openPlayground(page, {
    path: '/docs/guides/global-object-identification',
    name: 'Global object identification',
  });
  await runToEnd(playground);
  const [user] = await shownJson(page, 'Output: a user');
  expect(await resultPayloads(playground)).toEqual([user]);
  // The page invites readers to try an ID that decodes to constructor:1: the loaders' Map has no such type.
  await replaceText(
    playground.getByRole('textbox', {name: /^Variables/}),
    `{ "id": "${btoa('constructor:1')}" }`,
  );
  await runToEnd(playground);
  expect(await resultPayloads(playground)).toEqual([{data: {node: null}}]);
});
