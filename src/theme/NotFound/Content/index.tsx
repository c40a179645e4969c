// The not-found page's content (ejected from theme-classic, the smallest leaf): the specification's title and
// paragraphs, then ways on: a search box that works without JavaScript, the site's sections, and for a path
// under the API reference or the docs the pages the reader may have meant. It sets the page's title and
// description itself: the docs plugin renders it, for an unknown path under /docs, without the NotFound page
// around it.
import {type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import type {PageSuggestion} from './suggestPages';
import {usePageSuggestions} from './usePageSuggestions';
import styles from './styles.module.css';

/** The site's sections, each opening where the navbar's entry opens (the first page of a docs sidebar). */
function useSections(): {label: string; to: string; description: string}[] {
  const {sidebars = {}} = useLatestVersion(undefined);
  const firstPageOf = (sidebarId: string) => sidebars[sidebarId]?.link?.path ?? '/docs';
  return [
    {
      label: 'Tutorial',
      to: firstPageOf('tutorialSidebar'),
      description: 'from a first query to an Express server',
    },
    {
      label: 'Guides',
      to: firstPageOf('guidesSidebar'),
      description: 'errors, scalars, subscriptions, security and more',
    },
    {label: 'API', to: useBaseUrl('/api'), description: 'every export of the graphql package'},
  ];
}

function SearchForm(): ReactNode {
  const action = useBaseUrl('/search');
  const history = useHistory();
  // Without JavaScript the form loads /search?q=…; with it, the search page opens without a reload.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    history.push(`${action}?${new URLSearchParams({q: String(query ?? '')})}`);
  };
  return (
    <form className={styles.search} role="search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor="not-found-search">Search the documentation</label>
      <div className={styles.searchRow}>
        <input id="not-found-search" className={styles.searchInput} type="search" name="q" required />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}

/** `(function)`, `(function, graphql 16)`: what a suggestion is, where that is not its name. */
function suggestionDetail({kind, version}: PageSuggestion): string | undefined {
  const major = version === undefined ? undefined : version ? version.replace(/^v/, 'graphql ') : 'latest';
  const detail = [kind, major].filter(Boolean).join(', ');
  return detail || undefined;
}

function Suggestions(): ReactNode {
  const {pathname} = useLocation();
  const suggestions = usePageSuggestions(pathname);
  if (!suggestions.length) return null;
  return (
    <p className={styles.suggestions} role="status">
      Did you mean{' '}
      {suggestions.map((suggestion, i) => {
        const detail = suggestionDetail(suggestion);
        return (
          <span key={suggestion.path}>
            {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
            <Link to={suggestion.path}>
              <code>{suggestion.name}</code>
            </Link>
            {detail && <span className={styles.kind}> ({detail})</span>}
          </span>
        );
      })}
      ?
    </p>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const sections = useSections();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description="This page does not exist. The graphql-js tutorials and API reference are linked from every page."
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their
              link is broken.
            </Translate>
          </p>
          <Suggestions />
          <SearchForm />
          <nav aria-label="Sections of the site">
            <ul className={styles.sections}>
              {sections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to}>{section.label}</Link>: {section.description}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
