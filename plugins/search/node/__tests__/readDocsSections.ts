import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {SearchRecord} from '../../shared/types';
import {parseMdx} from '../../../typedoc-api';

/** Nodes a page's sections leave out, as the build's splitter does: code, imports, components (samples, playgrounds). */
const skipped = new Set<RootContent['type']>([
  'code',
  'yaml',
  'mdxjsEsm',
  'mdxJsxFlowElement',
  'mdxFlowExpression',
]);

/**
 * A docs page's sections as the build indexes them (toTutorialRecords reads the built HTML; tests have no build):
 * the prose before the first h2 with the page's title, then one record per h2/h3 at its anchor.
 */
export function toDocsSections(mdx: string, permalink: string): SearchRecord[] {
  const tree = parseMdx(mdx);
  const frontMatter = tree.children.find((node) => node.type === 'yaml')?.value ?? '';
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(frontMatter)?.[1];
  if (!title) throw new Error(`${permalink} has no title in its front matter`);
  const slugger = createSlugger();
  const records: SearchRecord[] = [{path: permalink, kind: 'tutorial', title, text: ''}];
  for (const node of tree.children) {
    if (skipped.has(node.type)) continue;
    const current = records[records.length - 1];
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const heading = toString(node);
      records.push({
        path: `${permalink}#${slugger.slug(heading)}`,
        kind: 'tutorial',
        title,
        heading,
        text: '',
      });
    } else {
      current.text = `${current.text} ${toString(node)}`.trim();
    }
  }
  return records.filter((record) => record.text || record.heading);
}

/** Every docs page of the site (`docs/**` as `/docs/...`), split into sections. */
export function readDocsSections(siteDir: string): SearchRecord[] {
  const docsDir = path.join(siteDir, 'docs');
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .flatMap((file) => {
      const permalink = `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
      return toDocsSections(readFileSync(path.join(docsDir, file), 'utf8'), permalink);
    });
}
