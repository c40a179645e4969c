import {useLayoutEffect, useRef, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import {SEARCH_VERSION_PARAM} from '../../shared/constants';
import HitLink from '../SearchResults/HitLink';
import SearchHitContent from '../SearchResults/SearchHitContent';
import SearchStatus from '../SearchResults/SearchStatus';
import {useSearch} from '../SearchResults/useSearch';
import VersionFilter, {useVersionFilters} from '../SearchResults/VersionFilter';
import styles from './styles.module.css';

/** Enough for any real query; the tail of a long list is noise. */
const MAX_HITS = 100;

/**
 * `/search?q=…&version=…`: every result for a query, so that a search can be linked to. The query and the
 * version filter live in the URL (replaced as the reader types; the default version leaves no parameter). The
 * server renders the page without them (hydration reads the URL as empty too), and renders the search box:
 * what the reader types in it before the page has hydrated becomes the query then.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useSearchQueryString();
  const [urlVersion, setVersion] = useQueryString(SEARCH_VERSION_PARAM);
  const {filters, defaultFilter} = useVersionFilters();
  const version = filters.some((filter) => filter.value === urlVersion) ? urlVersion : defaultFilter;
  const {status, hits, total, retry} = useSearch(query, version, MAX_HITS);
  const inputRef = useRef<HTMLInputElement>(null);

  // Hydration leaves a server-rendered input's value as the reader typed it, and the state empty. Adopted in the
  // hydration's commit, before any render could write the empty value back: caret and all stay.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== query) setQuery(typed);
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Layout title="Search" description="Search the graphql-js tutorials and API reference.">
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query.trim() ? `Search results for “${query.trim()}”` : 'Search the documentation'}
        </Heading>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            aria-label="Search"
            placeholder="Search the docs and the API"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <VersionFilter
            className={styles.filter}
            value={version}
            onChange={(value) => setVersion(value === defaultFilter ? null : value)}
          />
        </form>
        {isBrowser ? (
          <>
            <SearchStatus
              className={styles.status}
              status={status}
              query={query}
              total={total}
              onRetry={retry}
            />
            <ol className={styles.results} aria-label="Search results">
              {hits.map((hit) => (
                <li key={hit.href} className={styles.result}>
                  <HitLink href={hit.href} className={styles.link}>
                    <SearchHitContent hit={hit} />
                  </HitLink>
                </li>
              ))}
            </ol>
          </>
        ) : (
          // The search runs in the browser: the server-rendered page says so to readers without JavaScript (the
          // navbar's search form leads here; this page's form is hidden from them), and offers the lists every
          // symbol, guide and lesson can be found from.
          <p className={`${styles.status} ${styles.noScript}`}>
            Search results need JavaScript, which is off in this browser. Without it, every export of graphql
            is listed in the <Link to="/api">API overview</Link>, every topic in the{' '}
            <Link to="/docs/guides">guides</Link>, and the <Link to="/docs/tutorials">tutorials</Link> start
            from a first query.
          </p>
        )}
      </main>
    </Layout>
  );
}
