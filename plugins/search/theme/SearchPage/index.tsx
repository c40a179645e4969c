import type {ReactNode} from 'react';
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
 * server renders the page without them, so the browser only reads them after hydration; the search box itself
 * appears then too.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const [urlQuery, setQuery] = useSearchQueryString();
  const [urlVersion, setVersion] = useQueryString(SEARCH_VERSION_PARAM);
  const {filters, defaultFilter} = useVersionFilters();
  const query = isBrowser ? urlQuery : '';
  const version = filters.some((filter) => filter.value === urlVersion) ? urlVersion : defaultFilter;
  const {status, hits, total, retry} = useSearch(query, version, MAX_HITS);

  return (
    <Layout title="Search" description="Search the graphql-js tutorials and API reference.">
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query.trim() ? `Search results for “${query.trim()}”` : 'Search the documentation'}
        </Heading>
        {isBrowser ? (
          <>
            <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
              <input
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
          // The search runs in the browser: the server-rendered page says so (what readers without JavaScript
          // keep), and offers the two lists every symbol and lesson can be found from. Hydration replaces it.
          <p className={styles.status}>
            Search needs JavaScript. Without it, every export of graphql is listed in the{' '}
            <Link to="/api">API overview</Link>, and the <Link to="/docs/tutorials">tutorials</Link> start
            from a first query.
          </p>
        )}
      </main>
    </Layout>
  );
}
