// Loaded on demand only (never from the navbar button's module): it pulls in MiniSearch and the index.
import type {PackedSearchIndex} from '../../shared/packIndex';
import {loadSearchIndex, type SearchIndex} from '../../shared/searchIndex';

/** The index could not be fetched or read; in the dev server, because only `postBuild` writes it. */
export class SearchUnavailableError extends Error {}

const indexes = new Map<string, Promise<SearchIndex>>();

/** Fetches and loads the index once per URL; a failed attempt is retried on the next call. */
export function fetchSearchIndex(url: string): Promise<SearchIndex> {
  let index = indexes.get(url);
  if (!index) {
    index = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new SearchUnavailableError(`${url}: HTTP ${response.status}`);
        // The dev server answers unknown paths with the app's HTML, so a 200 may still not be JSON.
        return loadSearchIndex((await response.json()) as PackedSearchIndex);
      })
      .catch((error: unknown) => {
        indexes.delete(url);
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
      });
    indexes.set(url, index);
  }
  return index;
}

export {searchIndex, type VersionFilter} from '../../shared/searchIndex';
export type {SearchHit} from '../../shared/types';
export type {SearchIndex};
