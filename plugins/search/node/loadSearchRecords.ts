import {applyTrailingSlash, type ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import {withoutBaseUrl, type ApiModel, type ApiReference, type DocPage} from '../../typedoc-api';
import type {SearchRecord, SearchVersion} from '../shared/types';
import {loadTutorialRecords} from './loadTutorialRecords';
import {mergeVersions} from './mergeVersions';
import {toApiRecords, toVersionLabel} from './toApiRecords';

/** What the site gives the index: its API references (newest major first) and docs pages, as loaded. */
export interface SearchSources {
  site: ApplyTrailingSlashParams;
  apis: readonly ApiReference[];
  /** The docs plugin's pages; the unlisted ones are not indexed, but count as pages that link to API pages. */
  docs: readonly (DocPage & {unlisted?: boolean})[];
}

/** The majors the index covers, newest first, as search labels them. */
export function toSearchVersions(apiModels: readonly ApiModel[]): SearchVersion[] {
  return apiModels.map((model) => ({label: toVersionLabel(model), apiBase: model.indexPermalink}));
}

/**
 * Each major's API pages and members, with how many pages refer to each symbol (from the same outlines the API
 * pages render, whose "Related" section lists them); records the same in two majors are kept once.
 */
export function toVersionedApiRecords(apis: readonly ApiReference[]): SearchRecord[] {
  return mergeVersions(apis.map(({model, outlines}) => toApiRecords(model, outlines)));
}

/** Every record of the index: the API's, then the sections of every listed docs page, read from `outDir`. */
export async function loadSearchRecords(sources: SearchSources, outDir: string): Promise<SearchRecord[]> {
  const {site, docs} = sources;
  const tutorialPages = docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => ({
      permalink: withoutBaseUrl(applyTrailingSlash(doc.permalink, site), site.baseUrl),
      title: doc.title,
    }));
  return [...toVersionedApiRecords(sources.apis), ...(await loadTutorialRecords(outDir, tutorialPages))];
}
