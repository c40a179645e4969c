import type {ReactNode} from 'react';
import escapeHtml from 'escape-html';
import ApiLayout from '@theme/ApiLayout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiIndex';
import type {ApiOverviewEntry} from '../../shared/types';
import {useApiHref} from '../ApiLink/useApiHref';
import styles from './styles.module.css';

/** One entry of the list: its name, linked, its kind, and its one-line summary. */
function toEntryHtml(entry: ApiOverviewEntry, href: string): string {
  const deprecated = entry.deprecated ? `<small class="${styles.deprecated}">deprecated</small>` : '';
  const summary = entry.summary ? `<p>${escapeHtml(entry.summary)}</p>` : '';
  return `<li><a href="${escapeHtml(href)}"><code>${escapeHtml(entry.name)}</code></a><small>${entry.kind}</small>${deprecated}${summary}</li>`;
}

/** `/api`: every symbol, grouped by category, with its one-line summary. */
export default function ApiIndex({index, sidebar}: Props): ReactNode {
  const total = index.categories.reduce((sum, category) => sum + category.entries.length, 0);
  const toHref = useApiHref();
  // The 465 entries are about 2,300 elements that never change once rendered. As markup, hydration keeps
  // the server's elements as they are instead of matching a component tree to them one by one; the links
  // are plain and ApiLayout's article handles them. Links are still reported to the broken-link check.
  const entriesHtml = index.categories.map((category) =>
    category.entries.map((entry) => toEntryHtml(entry, toHref(entry.href))).join(''),
  );
  return (
    <ApiLayout
      title="API reference"
      description={`Reference of every export of ${index.packageName} ${index.packageVersion}.`}
      sidebar={sidebar}
      breadcrumbs={[{label: 'API'}]}
      toc={index.categories.map((category) => ({value: category.name, id: category.id, level: 2}))}
    >
      <Heading as="h1">API reference</Heading>
      <p>
        <>
          Every export of <code>{index.packageName}</code> {index.packageVersion} ({total} symbols), grouped
          by category. Each page shows the import line, signatures, members and examples, and links to the
          source.
        </>
      </p>
      {index.categories.map((category, i) => (
        <section key={category.id}>
          <Heading as="h2" id={category.id}>
            {category.name}
          </Heading>
          {/* Children are styled through this one class (see styles): the entries carry no class names. */}
          <ul className={styles.entries} dangerouslySetInnerHTML={{__html: entriesHtml[i]}} />
        </section>
      ))}
    </ApiLayout>
  );
}
