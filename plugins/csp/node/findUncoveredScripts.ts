import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {inlineScriptsOf, sha256Of} from './inlineScripts';

/** Where a page's policy starts: a meta tag governs only what the browser parses after it. */
const POLICY_META = /<meta\b[^>]*\bhttp-equiv=["']?Content-Security-Policy\b/i;

/**
 * Every built page's inline scripts that the policy's hashes do not allow, as `page.html: sha256-…`, and every
 * page without the policy. Scripts before the policy's meta tag are outside its reach (Docusaurus's base-URL
 * banner script on the home page, which react-helmet writes first in the head); they are not checked.
 */
export async function findUncoveredScripts(outDir: string, allowed: readonly string[]): Promise<string[]> {
  const pages = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
  const uncovered: string[] = [];
  for (const page of pages) {
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
