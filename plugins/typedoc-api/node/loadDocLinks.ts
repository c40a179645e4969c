import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {applyTrailingSlash, type ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import type {ApiOutlineLink} from '../shared/outline';
import {withoutBaseUrl} from '../shared/permalinks';

/** A docs page, as the docs plugin loaded it. */
export interface DocPage {
  /** `@site/docs/guides/errors.mdx` */
  source: string;
  /** With the base URL; an index page's ends in a slash whatever the site's `trailingSlash`. */
  permalink: string;
  title: string;
}

/** A docs page's MDX source, from the site directory. */
export function readDocSource(siteDir: string, doc: DocPage): Promise<string> {
  return readFile(path.join(siteDir, aliasedSitePathToRelativePath(doc.source)), 'utf8');
}

/** Site paths of API pages in a page's Markdown links and `href`s, e.g. `/api/function/parse`. */
export function toApiLinks(text: string, apiBase: string): string[] {
  const pattern = new RegExp(`(?:\\]\\(|href=["'{])(${apiBase.replace(/[/]/g, '\\/')}/[^)"'#\\s}]+)`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/**
 * The docs pages that link to each API page, by the API page's permalink, in title order: each API page
 * lists them under "Guides that use this".
 */
export async function loadDocLinks(
  siteDir: string,
  docs: readonly DocPage[],
  apiBase: string,
  site: ApplyTrailingSlashParams,
): Promise<Map<string, ApiOutlineLink[]>> {
  const links = new Map<string, ApiOutlineLink[]>();
  const sorted = [...docs].sort((a, b) => a.title.localeCompare(b.title));
  for (const doc of sorted) {
    const text = await readDocSource(siteDir, doc);
    // Twins print this href as it is, so it must be the URL the page is built at.
    const href = withoutBaseUrl(applyTrailingSlash(doc.permalink, site), site.baseUrl);
    const link = {label: doc.title, href};
    for (const apiPath of new Set(toApiLinks(text, apiBase))) {
      const list = links.get(apiPath) ?? [];
      list.push(link);
      links.set(apiPath, list);
    }
  }
  return links;
}
