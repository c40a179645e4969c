import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';
import {toDocOutline, type DocOutline} from './toDocOutline';

/** A docs page, as the docs plugin loaded it. */
export interface DocPage {
  /** `@site/docs/guides/errors.mdx` */
  source: string;
  /** With the base URL; an index page's ends in a slash whatever the site's `trailingSlash`. */
  permalink: string;
  title: string;
}

/** A docs page of the site with its outline. */
export interface OutlinedDoc extends DocOutline {
  page: DocPage & {unlisted: boolean};
  /** Its file from the site directory: `docs/guides/errors.mdx`. */
  file: string;
}

/** The docs plugin's pages, every version's. */
export function docPagesOf(allContent: AllContent): (DocPage & {unlisted: boolean})[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  return (docs?.loadedVersions ?? []).flatMap((version) => version.docs);
}

/** Reads and outlines docs pages; the tests' way in, without a loaded site. */
export function outlineDocs(
  siteDir: string,
  pages: readonly (DocPage & {unlisted: boolean})[],
): Promise<OutlinedDoc[]> {
  return Promise.all(
    pages.map(async (page) => {
      const file = aliasedSitePathToRelativePath(page.source);
      const mdx = await readFile(path.join(siteDir, file), 'utf8');
      try {
        return {page, file, ...toDocOutline(mdx)};
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
      }
    }),
  );
}

const outlinesByContent = new WeakMap<AllContent, Promise<OutlinedDoc[]>>();

/**
 * Every docs page's outline: each page's MDX is read and parsed once per loaded site, and its tree feeds the
 * Markdown twins, search's sections, the API pages' "Guides that use this" and the upgrade guide's sections.
 * Keyed like `loadApiReferences`, by the `allContent` object Docusaurus hands every plugin.
 */
export function loadDocsOutline(allContent: AllContent, siteDir: string): Promise<OutlinedDoc[]> {
  let outlines = outlinesByContent.get(allContent);
  if (!outlines) {
    outlines = outlineDocs(siteDir, docPagesOf(allContent));
    outlinesByContent.set(allContent, outlines);
  }
  return outlines;
}
