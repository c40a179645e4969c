import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {inlineScriptsOf, sha256Of} from './inlineScripts';

/** Every built page's inline scripts that the policy's hashes do not allow, as `page.html: sha256-…`. */
export async function findUncoveredScripts(outDir: string, allowed: readonly string[]): Promise<string[]> {
  const pages = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
  const uncovered: string[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(outDir, page), 'utf8');
    for (const hash of inlineScriptsOf(html).map(sha256Of))
      if (!allowed.includes(hash)) uncovered.push(`${page}: ${hash}`);
  }
  return uncovered;
}
