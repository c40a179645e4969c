import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {inlineScriptsOf, sha256Of} from './inlineScripts';

/** Where a page's policy starts: a meta tag governs only what the browser parses after it. */
const POLICY_META = /<meta\b[^>]*\bhttp-equiv=["']?Content-Security-Policy\b/i;

/**
 * Every built page's inline scripts that the policy's hashes do not allow, as `page.html: sha256-…`, and every
 * page without the policy. Scripts before the policy's meta tag are outside its reach (Docusaurus's base-URL
 * banner script on the home page, which react-helmet writes first in the head); they are not checked.
 *
 * `pages` limits the check to those files (relative to `outDir`): the pages Docusaurus rendered. Other HTML files
 * are not the theme's, and may still be being written by other plugins (the redirect pages).
 */
export async function findUncoveredScripts(
  outDir: string,
  allowed: readonly string[],
  pages?: ReadonlySet<string>,
): Promise<string[]> {
  const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  const checked = pages ? files.filter((file) => pages.has(file.split(path.sep).join('/'))) : files;
  const uncovered: string[] = [];
  for (const page of checked.sort()) {
    const html = await readFile(path.join(outDir, page), 'utf8');
    const policyStart = html.search(POLICY_META);
    if (policyStart === -1) {
      uncovered.push(`${page}: no Content-Security-Policy meta tag`);
      continue;
    }
    for (const hash of inlineScriptsOf(html.slice(policyStart)).map(sha256Of))
      if (!allowed.includes(hash)) uncovered.push(`${page}: ${hash}`);
  }
  return uncovered;
}
