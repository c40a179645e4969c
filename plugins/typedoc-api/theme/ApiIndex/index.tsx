import {useEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import escapeHtml from 'escape-html';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ApiLayout from '@theme/ApiLayout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiIndex';
import {toOverviewCounts} from '../../shared/overviewCounts';
import {toPagePermalink} from '../../shared/permalinks';
import {compareReleases} from '../../shared/since';
import type {ApiKind, ApiOverviewEntry} from '../../shared/types';
import {useApiHref} from '../ApiLink/useApiHref';
import {VersionSwitch} from '../ApiVersions/VersionSwitch';
import {resolveFragment} from './resolveFragment';
import styles from './styles.module.css';

/** One entry of the list: its name, linked, its kind, and its first sentence. */
function toEntryHtml(entry: ApiOverviewEntry, href: string): string {
  const deprecated = entry.deprecated ? `<small class="${styles.deprecated}">deprecated</small>` : '';
  const summary = entry.summary ? `<p>${escapeHtml(entry.summary)}</p>` : '';
  return `<li><a href="${escapeHtml(href)}"><code>${escapeHtml(entry.name)}</code></a><small>${entry.kind}</small>${deprecated}${summary}</li>`;
}

const kinds: ApiKind[] = ['class', 'enum', 'function', 'interface', 'type', 'variable'];

/**
 * The filter's choices of release: the first release of each minor that added an export (`16.3.0`), from the
 * previous major on (the overview's HTML has a byte budget).
 */
function toReleaseChoices(entries: readonly ApiOverviewEntry[], packageVersion: string): string[] {
  const from = `${Number(packageVersion.split('.')[0]) - 1}.0.0`;
  const minors = new Set(
    entries.flatMap((entry) => (entry.added ? [entry.added.replace(/\.\d+$/, '.0')] : [])),
  );
  return [...minors].filter((minor) => compareReleases(minor, from) >= 0).sort(compareReleases);
}

/**
 * Narrows the list to the entries whose name holds `query` (any case), whose kind is `kind` and which were added
 * in `since` or later, by hiding the others: the list is markup the page never re-renders. Returns how many
 * entries show.
 */
function filterEntries(
  list: HTMLElement,
  query: string,
  kind: string,
  since: string,
  addedOf: ReadonlyMap<string, string>,
): number {
  const needle = query.trim().toLowerCase();
  let shown = 0;
  // Each entry's kind is its first `<small>`: no attribute repeats it (the overview's HTML has a byte budget).
  list.querySelectorAll<HTMLLIElement>('[data-entries] li').forEach((entry) => {
    const text = entry.querySelector('code')?.textContent ?? '';
    const name = text.toLowerCase();
    // From the route props, not the markup: the overview's HTML has a byte budget.
    const added = addedOf.get(text);
    const match =
      (!needle || name.includes(needle)) &&
      (!kind || entry.querySelector('small')?.textContent === kind) &&
      (!since || (added !== undefined && compareReleases(added, since) >= 0));
    entry.hidden = !match;
    if (match) shown += 1;
  });
  // A group or a category with nothing left to show goes too.
  list.querySelectorAll<HTMLElement>('[data-entries]').forEach((container) => {
    container.hidden = !container.querySelector('li:not([hidden])');
  });
  return shown;
}

/**
 * The filter box. The server renders it too, so that hydrating moves nothing below it; it works once the page
 * has hydrated, and without JavaScript it is not shown (styles.module.css) and the whole list shows.
 */
function Filter({
  list,
  total,
  releases,
  addedOf,
}: {
  list: RefObject<HTMLDivElement | null>;
  total: number;
  /** The releases to filter by (toReleaseChoices); none without the plugin's `sinceTable` option. */
  releases: readonly string[];
  /** The release that added each export, by name, when the table dates it. */
  addedOf: ReadonlyMap<string, string>;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const [since, setSince] = useState('');
  const [shown, setShown] = useState(total);
  const update = (nextQuery: string, nextKind: string, nextSince: string) => {
    setQuery(nextQuery);
    setKind(nextKind);
    setSince(nextSince);
    if (list.current) setShown(filterEntries(list.current, nextQuery, nextKind, nextSince, addedOf));
  };
  return (
    <div className={styles.filter} role="search">
      <input
        type="search"
        value={query}
        onChange={(event) => update(event.target.value, kind, since)}
        placeholder="Filter by name"
        aria-label="Filter the API by name"
        className={styles.filterInput}
        disabled={!isBrowser}
      />
      <select
        value={kind}
        disabled={!isBrowser}
        onChange={(event) => update(query, event.target.value, since)}
        aria-label="Filter the API by kind"
      >
        <option value="">All kinds</option>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
      {releases.length > 0 && (
        <select
          value={since}
          disabled={!isBrowser}
          onChange={(event) => update(query, kind, event.target.value)}
          aria-label="Filter the API by the release that added it"
        >
          <option value="">Any release</option>
          {releases.map((release) => (
            <option key={release} value={release}>
              {`Since ${release.replace(/\.0$/, '')}`}
            </option>
          ))}
        </select>
      )}
      <span role="status" className={styles.count}>
        {shown === total ? `${total} symbols` : `${shown} of ${total} symbols`}
      </span>
    </div>
  );
}

/**
 * Old addresses of the reference lead here with their fragment (plugins/redirects): one that names a symbol
 * opens the symbol's page, one that names a category (`#category-parsing`) scrolls to it.
 */
function useFragmentOfOldAddresses(entries: readonly ApiOverviewEntry[], indexPermalink: string): void {
  const {hash} = useLocation();
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  useEffect(() => {
    const target = resolveFragment(hash, entries, (id) => document.getElementById(id) !== null);
    if (!target) return;
    if ('entry' in target) {
      history.replace(withBaseUrl(toPagePermalink(indexPermalink, target.entry)));
      return;
    }
    history.replace({...history.location, hash: target.id});
    document.getElementById(target.id)?.scrollIntoView();
  }, [hash, entries, indexPermalink, history, withBaseUrl]);
}

/** `/api`: every symbol, grouped by category and, in big categories, by role, with a filter. */
export default function ApiIndex({index, sidebar, versions, replacements}: Props): ReactNode {
  const toHref = useApiHref();
  const isBrowser = useIsBrowser();
  // The version switch of a symbol this version lacks leads here with `?missing=<name>`. Read once hydrated:
  // the prerendered page has no query.
  const {search} = useLocation();
  const missing = isBrowser ? new URLSearchParams(search).get('missing') : null;
  const replacement =
    missing && replacements && Object.hasOwn(replacements, missing) ? replacements[missing] : undefined;
  const list = useRef<HTMLDivElement>(null);
  const entries = useMemo(
    () => index.categories.flatMap((category) => category.groups.flatMap((group) => group.entries)),
    [index],
  );
  const addedOf = useMemo(
    () => new Map(entries.flatMap((entry) => (entry.added ? [[entry.name, entry.added] as const] : []))),
    [entries],
  );
  useFragmentOfOldAddresses(entries, index.indexPermalink);
  const counts = toOverviewCounts(index);
  const notExported = counts.notExported
    ? `, and the ${counts.notExported} types they use that the package does not export`
    : '';
  // The entries are a few thousand elements that never change once rendered. As markup, hydration keeps the
  // server's elements as they are instead of matching a component tree to them one by one; the links are
  // plain and ApiLayout's article handles them. Links are still reported to the broken-link check.
  const listHtml = (groupEntries: readonly ApiOverviewEntry[]) =>
    groupEntries
      .map((entry) => toEntryHtml(entry, toHref(toPagePermalink(index.indexPermalink, entry))))
      .join('');
  return (
    <ApiLayout
      title="API reference"
      description={`Reference of every export of ${index.packageName} ${index.packageVersion}.`}
      sidebar={sidebar}
      breadcrumbs={[{label: 'API'}]}
      toc={index.categories.map((category) => ({value: category.name, id: category.id, level: 2}))}
    >
      <VersionSwitch versions={versions} />
      <Heading as="h1">API reference</Heading>
      {missing && (
        <p role="status" className={styles.missing}>
          <code>{missing}</code> does not exist in {index.packageVersion}.
          {replacement && (
            <>
              {' Use '}
              <Link to={replacement.href}>
                <code>{replacement.label}</code>
              </Link>
              {' instead.'}
            </>
          )}
        </p>
      )}
      <p>
        The {counts.exports} exports of <code>{index.packageName}</code> {index.packageVersion}, grouped by
        category{notExported}. Each page shows the import line, the declaration, members and examples, and
        links to the source.
      </p>
      <Filter
        list={list}
        total={counts.exports + counts.notExported}
        releases={toReleaseChoices(entries, index.packageVersion)}
        addedOf={addedOf}
      />
      <div ref={list} className={styles.categories}>
        {index.categories.map((category) => (
          <section key={category.id} data-entries="">
            <Heading as="h2" id={category.id}>
              {category.name}
            </Heading>
            {category.groups.map((group) => (
              <div key={group.title ?? ''} data-entries="">
                {group.title && (
                  <Heading as="h3" id={group.id}>
                    {group.title}
                  </Heading>
                )}
                {/* Children are styled through this one class (see styles): the entries carry no class names. */}
                <ul className={styles.entries} dangerouslySetInnerHTML={{__html: listHtml(group.entries)}} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </ApiLayout>
  );
}
