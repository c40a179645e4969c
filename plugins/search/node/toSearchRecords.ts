import type {ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import type {ApiModel, ApiReference, OutlinedDoc} from '../../typedoc-api';
import type {SearchRecord, SearchVersion} from '../shared/types';
import {mergeVersions} from './mergeVersions';
import {toDocsRecords} from './toDocsRecords';
import {toApiRecords, toVersionLabel} from './toApiRecords';

/** What the site gives the index: its API references (newest major first) and docs pages, as loaded. */
export interface SearchSources {
  site: ApplyTrailingSlashParams;
  apis: readonly ApiReference[];
  /** The docs outline; the unlisted pages are not indexed, but count as pages that link to API pages. */
  docs: readonly OutlinedDoc[];
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

/** Every record of the index: the API's, then the sections of every listed docs page. */
export function toSearchRecords({site, apis, docs}: SearchSources): SearchRecord[] {
  return [...toVersionedApiRecords(apis), ...toDocsRecords(docs, site)];
}
