import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_INDEX_FILE} from '../../shared/constants';
import {
  fetchSearchIndex,
  searchIndex,
  type SearchHit,
  type SearchIndex,
  type VersionFilter,
} from './searchClient';

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

/**
 * Loads the index on mount and runs the query on each change of it or of the version filter; a search takes a
 * few milliseconds. When the index could not load, `retry` fetches it again. `preferred` is the major of the
 * page the reader is on (`useVersionFilters`), whose hits come first.
 */
export function useSearch(
  query: string,
  version: VersionFilter,
  limit: number,
  preferred?: string,
): {status: SearchStatus; hits: SearchHit[]; total: number; retry: () => void} {
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const [index, setIndex] = useState<SearchIndex | null>(null);
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

  const retry = useCallback(() => {
    setUnavailable(false);
    setAttempt((count) => count + 1);
  }, []);

  const all = useMemo(
    () => (index && query.trim() ? searchIndex(index, query, version, preferred) : []),
    [index, query, version, preferred],
  );
  const status: SearchStatus = index ? 'ready' : unavailable ? 'unavailable' : 'loading';
  return {status, hits: all.slice(0, limit), total: all.length, retry};
}
