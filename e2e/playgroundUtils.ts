import {expect, type Locator, type Page, type Route} from '@playwright/test';

// What the playground's end-to-end tests share: e2e/playground.spec.ts and e2e/home.spec.ts.

/** CodeMirror's code names its content class; graphql-js's names its syntax errors. */
export const isCodeMirror = (body: string) => body.includes('cm-content');
export const isGraphQLJs = (body: string) => body.includes('Syntax Error');

/** Records the text of every script the page (or one of its workers) downloads. */
export function recordScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

export async function countScripts(
  scripts: Promise<string>[],
  test: (body: string) => boolean,
): Promise<number> {
  return (await Promise.all(scripts)).filter(test).length;
}

/** The payloads the playground shows, parsed. */
export async function resultPayloads(playground: Locator): Promise<unknown[]> {
  const texts = await playground.getByRole('region', {name: 'Result'}).locator('pre').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** Replaces the whole text of one editor, as a reader pasting into it. */
export async function replaceText(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('ControlOrMeta+A');
  await editor.page().keyboard.insertText(text);
}

/**
 * Clicks Run and waits for the run to end. The first Run also loads the editors, and once they are mounted the
 * playground moves the focus to Run: an edit waits for this, or a click in an editor could lose its focus.
 */
export async function runToEnd(playground: Locator): Promise<void> {
  await playground.getByRole('button', {name: 'Run'}).click();
  await expect(playground.getByRole('status')).toHaveText('Done.');
}

/**
 * Serves every script (the page's and its workers') through `change`, which returns 'abort' to fail it as an
 * offline network would, a new text to serve instead, or nothing to serve it as it is. Returns the undo.
 */
export async function routeScripts(
  page: Page,
  change: (url: URL, body: string) => 'abort' | string | undefined,
): Promise<() => Promise<void>> {
  const pattern = '**/*.js';
  const handler = async (route: Route) => {
    try {
      const response = await route.fetch();
      const changed = change(new URL(route.request().url()), await response.text());
      if (changed === 'abort') await route.abort('internetdisconnected');
      else await route.fulfill({response, body: changed});
    } catch {
      // Whoever asked for the script went away meanwhile (a worker that was ended): there is no one to answer.
    }
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Fails every script whose address or text matches, as an offline network would; returns the undo. */
export function failScripts(
  page: Page,
  matches: (url: URL, body: string) => boolean,
): Promise<() => Promise<void>> {
  return routeScripts(page, (url, body) => (matches(url, body) ? 'abort' : undefined));
}
