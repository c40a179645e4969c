import {readdirSync} from 'node:fs';
import path from 'node:path';
import {outlineDocs} from '../../../typedoc-api';
import type {SearchRecord} from '../../shared/types';
import {toDocsRecords} from '../toDocsRecords';

/**
 * Every docs page of the site (`docs/**` as `/docs/...`, titled by its front matter), split into sections by the
 * build's own code (the docs outline and toDocsRecords); tests have no loaded site.
 */
export async function readDocsSections(siteDir: string): Promise<SearchRecord[]> {
  const docsDir = path.join(siteDir, 'docs');
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const pages = files.map((file) => ({
    source: `@site/docs/${file}`,
    permalink: `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''),
    title: '',
    unlisted: false,
  }));
  const outlined = await outlineDocs(siteDir, pages);
  for (const doc of outlined) {
    const frontMatter = doc.tree.children.find((node) => node.type === 'yaml')?.value ?? '';
    const title = /^title:\s*"?(.*?)"?\s*$/m.exec(frontMatter)?.[1];
    if (!title) throw new Error(`${doc.file} has no title in its front matter`);
    doc.page.title = title;
  }
  return toDocsRecords(outlined, {baseUrl: '/', trailingSlash: false});
}
