import {applyTrailingSlash, type ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import type {ApiOutlineLink} from '../shared/outline';
import {toLinkedApiPage, withoutBaseUrl} from '../shared/permalinks';
import type {OutlinedDoc} from './docsOutline/loadDocsOutline';

/**
 * The docs pages that link to each API page of the major at `apiBase`, by the API page's permalink, in title
 * order: each API page lists them under "Guides that use this".
 */
export function toDocLinks(
  docs: readonly OutlinedDoc[],
  apiBase: string,
  site: ApplyTrailingSlashParams,
): Map<string, ApiOutlineLink[]> {
  const links = new Map<string, ApiOutlineLink[]>();
  const sorted = [...docs].sort((a, b) => a.page.title.localeCompare(b.page.title));
  for (const {page, links: targets} of sorted) {
    // Twins print this href as it is, so it must be the URL the page is built at.
    const href = withoutBaseUrl(applyTrailingSlash(page.permalink, site), site.baseUrl);
    const link = {label: page.title, href};
    const apiPages = targets.map(toLinkedApiPage).filter((linked) => linked?.indexPermalink === apiBase);
    for (const apiPath of new Set(apiPages.map((linked) => linked!.permalink))) {
      const list = links.get(apiPath) ?? [];
      list.push(link);
      links.set(apiPath, list);
    }
  }
  return links;
}
