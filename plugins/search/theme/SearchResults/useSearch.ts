import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_INDEX_FILE} from '../../shared/constants';
import {
  fetchSearchIndex,
  hasHits,
  searchIndex,
  withHits,
  withQuery,
  type SearchHit,
  type SearchIndex,
  type VersionFilter,
} from './searchClient';

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

/** The hits shown, and the query and version filter they answer. */
interface Shown {
  query: string;
  version: VersionFilter;
  hits: SearchHit[];
  total: number;
}

const NOTHING: Shown = {query: '', version: '', hits: [], total: 0};

/**
 * How long a query stays as typed before the result chunks of its hits are fetched, when they are not loaded
 * yet: a fast typist's keys come every 80 ms or so, and fetching the hits of each letter's query ("a", "ab",
 * "abo", ...) would cost a first query more than its budget. The term shards are fetched at once: a query's
 * words mostly share them with its prefixes.
 */
export const SETTLE_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the index's head on mount; on each change of the query or the version filter, loads the term shards its
 * words need and runs it (a search takes a few milliseconds), then loads the result chunks of the hits shown,
 * once the query has stayed unchanged for `SETTLE_MS`. The hits of the query and filter before stay until then
 * (`stale`); with none, the status is `loading`, not "no results". When a
 * file could not load, `retry` fetches it again. `preferred` is the major of the page the reader is on
 * (`useVersionFilters`), whose hits come first.
 */
export function useSearch(
  query: string,
  version: VersionFilter,
  limit: number,
  preferred?: string,
): {status: SearchStatus; hits: SearchHit[]; total: number; stale: boolean; retry: () => void} {
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [shown, setShown] = useState<Shown>(NOTHING);
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchSearchIndex(indexUrl).then(
      (loaded) => !cancelled && setIndex(loaded),
      () => !cancelled && setUnavailable(true),
    );
    return () => {
      cancelled = true;
    };
  }, [indexUrl, attempt]);

  useEffect(() => {
    if (!index || !query.trim()) {
      setShown(NOTHING);
      return undefined;
    }
    let cancelled = false;
    (async () => {
      const searched = await withQuery(index, query);
      const hits = searchIndex(searched, query, version, preferred);
      if (!hasHits(searched, hits.slice(0, limit))) await sleep(SETTLE_MS);
      if (cancelled) return;
      const loaded = await withHits(searched, hits.slice(0, limit));
      if (cancelled) return;
      // A grown index runs this again, and then the hits shown have their paths and excerpts.
      if (loaded !== index) setIndex(loaded);
      else setShown({query, version, hits: hits.slice(0, limit), total: hits.length});
    })().catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [index, query, version, preferred, limit, attempt]);

  const retry = useCallback(() => {
    setUnavailable(false);
    setAttempt((count) => count + 1);
  }, []);

  const answered = !query.trim() || (shown.query === query && shown.version === version);
  const status: SearchStatus = unavailable
    ? 'unavailable'
    : index && (answered || shown.hits.length)
      ? 'ready'
      : 'loading';
  return {status, hits: shown.hits, total: shown.total, stale: !answered, retry};
}
