import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSearchQueryString} from '@docusaurus/theme-common';
import HitLink from '../SearchResults/HitLink';
import SearchHitContent from '../SearchResults/SearchHitContent';
import {toStatusMessage} from '../SearchResults/statusMessages';
import {useSearch} from '../SearchResults/useSearch';
import styles from './styles.module.css';

/** Enough for any real query; the tail of a long list is noise. */
const MAX_HITS = 100;

/**
 * `/search?q=…`: every result for a query, so that a search can be linked to. The query lives in the
 * URL (replaced as the reader types). The server renders the page without one, so the browser only
 * reads it after hydration.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const [urlQuery, setQuery] = useSearchQueryString();
  const query = isBrowser ? urlQuery : '';
  const {status, hits, total} = useSearch(query, MAX_HITS);

  return (
    <Layout title="Search" description="Search the graphql-js tutorials and API reference.">
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query.trim() ? `Search results for “${query.trim()}”` : 'Search the documentation'}
        </Heading>
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
        </form>
        <p role="status" className={styles.status}>
          {toStatusMessage(status, query, total)}
        </p>
        <ol className={styles.results} aria-label="Search results">
          {hits.map((hit) => (
            <li key={hit.href} className={styles.result}>
              <HitLink href={hit.href} className={styles.link}>
                <SearchHitContent hit={hit} />
              </HitLink>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
