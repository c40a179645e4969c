import {applyTrailingSlash, type ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import {anchorOf, withoutBaseUrl, type OutlinedDoc} from '../../typedoc-api';
import type {SearchRecord} from '../shared/types';

/**
 * One record per section of every listed docs page, from the docs outline: the text before the first h2/h3 at
 * the page's path, and each h2/h3 section at its anchor. Code is left out: the samples would bury the prose
 * under identifiers that the API pages already index.
 */
export function toDocsRecords(docs: readonly OutlinedDoc[], site: ApplyTrailingSlashParams): SearchRecord[] {
  return docs
    .filter((doc) => !doc.page.unlisted)
    .flatMap(({page, sections}) => {
      const permalink = withoutBaseUrl(applyTrailingSlash(page.permalink, site), site.baseUrl);
      return sections.map(({anchor, heading, text}) => ({
        path: anchor ? anchorOf(permalink, anchor) : permalink,
        kind: 'tutorial' as const,
        title: page.title,
        ...(heading !== undefined && {heading}),
        text,
      }));
    });
}
