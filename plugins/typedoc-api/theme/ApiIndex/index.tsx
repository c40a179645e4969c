import type {ReactNode} from 'react';
import ApiLayout from '@theme/ApiLayout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiIndex';
import {toPermalink} from '../../model/permalinks';
import type {ApiOverviewEntry} from '../../types';
import {mergeText} from '../ApiType/mergeText';
import {useApiHref} from '../ApiLink/useApiHref';
import styles from './styles.module.css';

/** `/api`: every symbol, grouped by category, with its one-line summary. */
export default function ApiIndex({index, sidebar}: Props): ReactNode {
  const total = index.categories.reduce((sum, category) => sum + category.entries.length, 0);
  const toHref = useApiHref();
  const hrefOf = (entry: ApiOverviewEntry) =>
    toHref(toPermalink(index.indexPermalink, entry.kind, entry.name));
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
        {mergeText(
          <>
            Every export of <code>{index.packageName}</code> {index.packageVersion} ({total} symbols), grouped
            by category. Each page shows the import line, signatures, members and examples, and links to the
            source.
          </>,
        )}
      </p>
      {index.categories.map((category) => (
        <section key={category.id}>
          <Heading as="h2" id={category.id}>
            {category.name}
          </Heading>
          {/* 465 entries make every byte and component count: children are styled through this one class
              (see styles), and the links are plain, not <ApiLink>s (ApiLayout's article handles them). */}
          <ul className={styles.entries}>
            {category.entries.map((entry) => (
              <li key={`${entry.kind}/${entry.name}`}>
                <a href={hrefOf(entry)}>
                  <code>{entry.name}</code>
                </a>
                <small>{entry.kind}</small>
                {entry.deprecated && <small className={styles.deprecated}>deprecated</small>}
                {entry.summary && <p>{entry.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ApiLayout>
  );
}
