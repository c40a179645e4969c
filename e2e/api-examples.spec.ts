import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeBuilder, readAxeViolations} from '../scripts/bench/runAxe';
import {collectConsoleErrors, expectHydrated, graphql16Version, graphqlVersion} from './utils';

// The Run button under each runnable example of an API page (src/components/ApiExampleRunner): it runs the
// example in the playground's example worker, on the page's version of graphql.

const parse17 = '/api/function/parse';
const parse16 = '/api/v16/function/parse';
const stoppedAfterTimeLimit = /^Stopped after 5 s: /;

/** The page's `n`th runner (0-based): its Run button, and the status and output once it has run. */
async function openRunner(page: Page, path: string, n = 0): Promise<Locator> {
  await page.goto(path);
  await expectHydrated(page);
  return page.getByRole('group', {name: 'Run this example'}).nth(n);
}

/** The code the page shows above a runner, line by line. */
function shownLines(runner: Locator): Promise<string[]> {
  return runner.locator('xpath=preceding-sibling::*[1]').locator('pre .token-line').allTextContents();
}

/** What the example's comments say: each `// => value`, as the output should show it, by line. */
function statedResults(lines: string[]): string[] {
  return lines.flatMap((line, index) => {
    const stated = /^\s*(.*?);\s*\/\/\s*=>\s*(.+?)\s*$/.exec(line);
    return stated ? [`line ${index + 1}: ${stated[1]} → ${stated[2]} ✓`] : [];
  });
}

async function outputLines(runner: Locator): Promise<string[]> {
  return (await runner.getByRole('list', {name: 'Output'}).getByRole('listitem').allInnerTexts()).map(
    (text) => text.trim(),
  );
}

/** Scripts the page or its workers fetch, by path. */
function recordScriptPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/**
 * Serves the page's data with its first runnable example's module replaced: the examples of graphql finish at
 * once, and the time limit and Stop need one that does not.
 */
async function replaceFirstModule(page: Page, path: string, module: string): Promise<void> {
  await page.route(`**${path}.json*`, async (route) => {
    const response = await route.fetch();
    let replaced = false;
    const data = JSON.parse(await response.text(), (key, value: unknown) => {
      if (key === 'run' && !replaced && value && typeof value === 'object' && 'module' in value) {
        replaced = true;
        return {...value, module};
      }
      return value;
    }) as unknown;
    expect(replaced).toBe(true);
    await route.fulfill({response, json: data});
  });
}

const loop = 'while (true) {}';

/** Whether the page's thread answers within a second: one stuck in a loop does not. */
async function answersSoon(page: Page): Promise<boolean> {
  const tooLate = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000));
  return Promise.race([page.evaluate(() => true), tooLate]);
}

test('nothing of the runner loads until Run is pressed; then one worker runs the example', async ({page}) => {
  const scripts = recordScriptPaths(page);
  const runner = await openRunner(page, parse17);
  await page.waitForLoadState('networkidle');
  expect(page.workers()).toEqual([]);
  expect(scripts.filter((script) => script.includes('api-example-runner'))).toEqual([]);

  await runner.getByRole('button', {name: 'Run'}).click();
  await expect(runner.getByRole('status')).toHaveText(/^Done/);
  expect(page.workers()).toHaveLength(1);
  expect(scripts.filter((script) => script.includes('api-example-runner'))).toHaveLength(1);
});

for (const {path, version, otherMajor} of [
  {path: parse17, version: graphqlVersion, otherMajor: false},
  {path: parse16, version: graphql16Version, otherMajor: true},
])
  test(`Run on ${path} runs graphql ${version} and shows each value the example's comments state @mobile`, async ({
    page,
  }) => {
    const scripts = recordScriptPaths(page);
    // A script the page's Content-Security-Policy refused would be reported here, as would a crash.
    const errors = collectConsoleErrors(page);
    await openRunner(page, path);
    const runners = page.getByRole('group', {name: 'Run this example'});
    // Each example of the page: the second one's parser options exist in its own major only.
    for (const runner of await runners.all()) {
      const stated = statedResults(await shownLines(runner));
      expect(stated.length).toBeGreaterThan(0);
      await runner.getByRole('button', {name: 'Run'}).click();
      await expect(runner.getByRole('status')).toHaveText(
        stated.length === 1
          ? 'Done: the result is what the comment says.'
          : `Done: all ${stated.length} results are what the comments say.`,
      );
      expect(await outputLines(runner)).toEqual(stated);
    }
    // graphql 16 is a chunk of its own, which only a graphql 16 page's example loads.
    expect(scripts.some((script) => /\/graphql-16\.[^/]*\.js$/.test(script))).toBe(otherMajor);
    expect(errors).toEqual([]);
  });

test('Run again gives a fresh run, with the same output', async ({page}) => {
  const runner = await openRunner(page, parse17);
  const run = runner.getByRole('button', {name: 'Run'});
  await run.click();
  await expect(runner.getByRole('status')).toHaveText(/^Done: /);
  const first = await outputLines(runner);
  await run.click();
  await expect(runner.getByRole('status')).toHaveText(/^Done: /);
  expect(await outputLines(runner)).toEqual(first);
});

test('an example in the list of known failures says why instead of offering Run', async ({page}) => {
  await page.goto('/api/interface/ParseOptions');
  await expectHydrated(page);
  await expect(
    page.getByText('This document parses only with experimentalFragmentArguments: true;', {exact: false}),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Run'})).toHaveCount(0);
});

test('Stop ends a run at once, says so, and hands the focus back to Run @timing', async ({page}) => {
  await replaceFirstModule(page, parse17, loop);
  const runner = await openRunner(page, parse17);
  await runner.getByRole('button', {name: 'Run'}).click();
  await runner.getByRole('button', {name: 'Stop'}).click();
  await expect(runner.getByRole('status')).toHaveText('Stopped.', {timeout: 1000});
  await expect(runner.getByRole('button', {name: 'Run'})).toBeFocused();
});

test('an example that runs too long is stopped after 5 s, and the page stays responsive @timing', async ({
  page,
}) => {
  await replaceFirstModule(page, parse17, loop);
  const runner = await openRunner(page, parse17);
  const started = Date.now();
  await runner.getByRole('button', {name: 'Run'}).click();
  await expect(runner.getByRole('status')).toHaveText('Running.');
  await expect(runner.getByRole('button', {name: 'Stop'})).toBeVisible();
  expect(await answersSoon(page)).toBe(true);
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await expect(runner.getByRole('status')).toHaveText(stoppedAfterTimeLimit, {timeout: 7000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
  await expect(runner.getByRole('button', {name: 'Stop'})).toHaveCount(0);
});

test('the keyboard runs an example, reaches Stop while it runs, and keeps the focus on Run', async ({
  page,
}) => {
  await replaceFirstModule(page, parse17, loop);
  const looping = await openRunner(page, parse17, 0);
  const finishing = page.getByRole('group', {name: 'Run this example'}).nth(1);

  await finishing.getByRole('button', {name: 'Run'}).focus();
  await page.keyboard.press('Enter');
  await expect(finishing.getByRole('status')).toHaveText(/^Done: /);
  await expect(finishing.getByRole('button', {name: 'Run'})).toBeFocused();
  await page.keyboard.press('Space');
  await expect(finishing.getByRole('status')).toHaveText(/^Done: /);

  await looping.getByRole('button', {name: 'Run'}).focus();
  await page.keyboard.press('Enter');
  await expect(looping.getByRole('status')).toHaveText('Running.');
  await expect(looping.getByRole('button', {name: 'Run'})).toBeFocused();
  // Stop shows after a moment, so a quick run does not flash it; until then Tab cannot reach it.
  await expect(looping.getByRole('button', {name: 'Stop'})).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(looping.getByRole('button', {name: 'Stop'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(looping.getByRole('status')).toHaveText('Stopped.');
  await expect(looping.getByRole('button', {name: 'Run'})).toBeFocused();
});

test('an example with a Run result has no accessibility violations, in light mode and in dark mode', async ({
  page,
}) => {
  const runner = await openRunner(page, parse17, 1);
  await runner.getByRole('button', {name: 'Run'}).click();
  await expect(runner.getByRole('status')).toHaveText(/^Done: /);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    const violations = await readAxeViolations(
      axeBuilder(page).include('[role="group"][aria-label="Run this example"]'),
    );
    expect.soft(violations, `${theme} mode`).toEqual([]);
  }
});
