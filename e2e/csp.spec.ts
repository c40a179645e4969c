import {expect, test, type Page} from '@playwright/test';
import {expectHydrated, readmePolicies} from './utils';

// Issue 22: a strict Content-Security-Policy on every page, shipped as a meta tag, with the README's headers.

/** Every page family, by one page of each. */
const families = [
  '/',
  '/docs/tutorials/basic-types',
  '/docs/guides/errors',
  '/api',
  '/api/function/parse',
  '/api/class/GraphQLSchema',
  '/api/interface/DocumentNode',
  '/api/enum/Kind',
  '/api/type/GraphQLFieldResolver',
  '/api/variable/GraphQLString',
  '/search',
  '/no/such/page',
];

/** Records every policy violation from the first script on, for `violations(page)`. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

const shippedPolicy = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

/** The policy's directives by name, e.g. `script-src` → `['self', 'sha256-…']`. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test.describe('A strict Content-Security-Policy on every page', () => {
  for (const pagePath of families) {
    test(`${pagePath} ships the policy and breaks none of its rules`, async ({page}) => {
      await watchViolations(page);
      await page.goto(pagePath);
      await expectHydrated(page);
      const policy = directives((await shippedPolicy(page)) ?? '');
      const scripts = policy.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", 'data:'])
        expect(scripts).not.toContain(forbidden);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('searching, running a playground example and copying a page break no rule', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await watchViolations(page);
    await page.goto('/docs/tutorials/basic-types');
    await expectHydrated(page);

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await dialog.getByRole('combobox', {name: 'Search'}).fill('parse');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');

    const playground = page.getByRole('region', {name: 'Basic types example'});
    await playground.getByRole('button', {name: 'Run'}).click();
    await expect(playground.getByRole('status')).toHaveText('Done.');

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();

    expect(await violations(page)).toEqual([]);
  });

  test('the policy is in force: a script the page did not ship is refused', async ({page}) => {
    await watchViolations(page);
    await page.goto('/');
    await expectHydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.strayRan = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'strayRan' in window)).toBe(false);
    expect((await violations(page)).map((violation) => violation.split(' ')[0])).toEqual(['script-src-elem']);
  });

  test("the README's header for HTML pages is the policy the pages ship", async ({page}) => {
    await page.goto('/');
    expect(readmePolicies()[0]).toBe(await shippedPolicy(page));
  });

  test("with the README's headers instead of the meta tag, the playground runs and no rule breaks", async ({
    page,
  }) => {
    const [htmlPolicy, workerPolicy] = readmePolicies();
    // The host sends the HTML policy with every page and the worker's own with the worker's script.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch();
      const isWorker = /\/assets\/js\/playground-worker\.[^/]+\.js$/.test(url.pathname);
      const isPage = (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (!isWorker && !isPage) return route.fulfill({response});
      const headers = {
        ...response.headers(),
        'content-security-policy': isWorker ? workerPolicy : htmlPolicy,
      };
      const body = isPage
        ? (await response.text()).replace(/<meta http-equiv=["']?Content-Security-Policy[^>]*>/i, '')
        : await response.body();
      return route.fulfill({response, headers, body});
    });
    const workerScripts: string[] = [];
    page.on('worker', (worker) => workerScripts.push(new URL(worker.url()).pathname));
    await watchViolations(page);
    await page.goto('/docs/tutorials/basic-types');
    await expectHydrated(page);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);

    const playground = page.getByRole('region', {name: 'Basic types example'});
    await playground.getByRole('button', {name: 'Run'}).click();
    await expect(playground.getByRole('status')).toHaveText('Done.');
    expect(workerScripts.some((script) => /playground-worker\./.test(script))).toBe(true);
    expect(await violations(page)).toEqual([]);
    // Prefetches still in flight would otherwise finish after the test, and their failed fetch would be
    // reported against whichever test the worker runs next.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
