import AxeBuilder from '@axe-core/playwright';
import type {Browser, Page} from '@playwright/test';

export type ColorMode = 'light' | 'dark';

/** Violations of one axe rule on a page. */
export interface AxeViolation {
  rule: string;
  impact: string;
  /** How many elements break the rule. */
  nodes: number;
  help: string;
  /** CSS selectors of the first few offending elements, to find them quickly. */
  targets: string[];
}

/**
 * `url` opening in `mode`. Docusaurus honours this query parameter before the first paint; the
 * reader's own choice sits under a namespaced local storage key that changes with the site URL.
 */
export function withColorMode(url: string, mode: ColorMode): string {
  const withMode = new URL(url);
  withMode.searchParams.set('docusaurus-theme', mode);
  return withMode.href;
}

/** The last three steps of a CSS selector path: enough to find the element, short enough to read. */
export function toShortSelector(selector: string): string {
  return selector.split(' > ').slice(-3).join(' > ');
}

/**
 * axe-core set up to run on `page` for its violations. The site's pages have no frames, so axe-core runs in the
 * page itself (legacy mode) instead of gathering frames' results in a blank page of its own; and passing
 * checks are not detailed (resultTypes), which on a long page costs more than the checks. Both leave the
 * violations as they are, several times faster.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}

/** The violations an axe-core run set up by `builder` finds, by rule, in the shape the tests and the bench show. */
export async function readAxeViolations(builder: AxeBuilder): Promise<AxeViolation[]> {
  const {violations} = await builder.analyze();
  return violations
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => toShortSelector(node.target.join(' '))),
    }))
    .sort((a, b) => a.rule.localeCompare(b.rule));
}

/** axe-core's violations on `page` as it is now: of every rule, or of the `rules` given. */
export function toAxeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  const builder = axeBuilder(page);
  return readAxeViolations(rules ? builder.withRules(rules) : builder);
}

/** Opens `url` hydrated in `mode` and lists axe-core's violations. */
export async function runAxe(browser: Browser, url: string, mode: ColorMode): Promise<AxeViolation[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(withColorMode(url, mode), {waitUntil: 'networkidle'});
    await page.locator(`html[data-has-hydrated="true"][data-theme="${mode}"]`).waitFor({state: 'attached'});
    return await toAxeViolations(page);
  } finally {
    await context.close();
  }
}
