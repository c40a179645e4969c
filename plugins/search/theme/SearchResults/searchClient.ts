// Loaded on demand only (never from the navbar button's module): it pulls in MiniSearch and the index.
import {toChunkFile, toShardFile} from '../../shared/constants';
import type {ResultChunk, SearchHead, TermShard} from '../../shared/packIndex';
import {loadSearchIndex, type SearchIndex} from '../../shared/searchIndex';

/** The index could not be fetched or read; in the dev server, because only `postBuild` writes it. */
export class SearchUnavailableError extends Error {}

const files = new Map<string, Promise<unknown>>();

/** Fetches a JSON file once; a failed attempt is retried on the next call. */
function fetchJson<T>(url: string): Promise<T> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new SearchUnavailableError(`${url}: HTTP ${response.status}`);
        // The dev server answers unknown paths with the app's HTML, so a 200 may still not be JSON.
        return (await response.json()) as unknown;
      })
      .catch((error: unknown) => {
        files.delete(url);
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
      });
    files.set(url, file);
  }
  return file as Promise<T>;
}

const indexes = new Map<string, Promise<SearchIndex>>();

/**
 * Fetches the index's head once per URL; the index fetches its term shards and result chunks, from the head's
 * folder, as queries need them (`withQuery`, `withHits`).
 */
export function fetchSearchIndex(url: string): Promise<SearchIndex> {
  let index = indexes.get(url);
  if (!index) {
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    index = fetchJson<SearchHead>(url)
      .then((head) =>
        loadSearchIndex(head, {
          shard: (key) => fetchJson<TermShard>(folder + toShardFile(head.key, key)),
          chunk: (number) => fetchJson<ResultChunk>(folder + toChunkFile(head.key, number)),
        }),
      )
      .catch((error: unknown) => {
        indexes.delete(url);
        throw error;
      });
    indexes.set(url, index);
  }
  return index;
}

export {hasHits, searchIndex, withHits, withQuery, type VersionFilter} from '../../shared/searchIndex';
export type {SearchHit} from '../../shared/types';
export type {SearchIndex};
