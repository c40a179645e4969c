import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {toTutorialRecords, type TutorialPage} from './toTutorialRecords';
import type {SearchRecord} from '../shared/types';

/** The built HTML file of a site path: `page.html` without trailing slashes, `page/index.html` with them. */
function htmlFileOf(outDir: string, sitePath: string): string {
  const relative = sitePath.replace(/^\/|\/$/g, '');
  const candidates = relative ? [`${relative}.html`, path.join(relative, 'index.html')] : ['index.html'];
  const found = candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`search: no built HTML for ${sitePath} (looked for ${candidates.join(', ')})`);
  return found;
}

/** Reads each docs page from the build output and splits it into section records. */
export async function loadTutorialRecords(outDir: string, pages: TutorialPage[]): Promise<SearchRecord[]> {
  const records = await Promise.all(
    pages.map(async (page) =>
      toTutorialRecords(await readFile(htmlFileOf(outDir, page.permalink), 'utf8'), page),
    ),
  );
  return records.flat();
}
