import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import ApiBlocks from '@theme/ApiBlocks';
import ApiCode from '@theme/ApiCode';
import ApiDoc from '@theme/ApiDoc';
import ApiLayout from '@theme/ApiLayout';
import ApiLink from '@theme/ApiLink';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiPage';
import type {ApiOutline} from '../../shared/outline';
import {sectionsAroundMemberIndex} from '../../shared/memberIndexPlace';
import {WrappableName} from '../ApiName';
import {ChangeDetails, ChangeLabels} from '../ApiVersions';
import {SinceLabels} from '../ApiVersions/SinceLabels';
import {VersionSwitch} from '../ApiVersions/VersionSwitch';
import styles from './styles.module.css';

function Header({page, versions, marks, since}: Omit<Props, 'sidebar'>): ReactNode {
  const category = page.breadcrumbs[1];
  return (
    <header className={styles.header}>
      <VersionSwitch versions={versions} />
      <Heading as="h1" className={styles.title}>
        <WrappableName name={page.name} />
      </Heading>
      <div className={styles.meta}>
        <span className={clsx(styles.label, styles.kind)}>{page.kindLabel}</span>
        {category?.href && (
          <Link className={styles.label} to={category.href}>
            {category.label}
          </Link>
        )}
        <ChangeLabels marks={marks} className={styles.label} />
        {since && <SinceLabels since={since} className={styles.label} />}
        {page.labels.map((label) => (
          <span key={label} className={clsx(styles.label, styles.warning)}>
            {label}
          </span>
        ))}
        {page.sourceUrl && (
          // The accessible name starts with the visible text, so voice control can still say "Source".
          <Link
            className={styles.source}
            href={page.sourceUrl}
            aria-label={`Source of ${page.name}`}
            title={page.sourceLabel}
          >
            Source
          </Link>
        )}
      </div>
    </header>
  );
}

/** One line on the names the page prints as exported where the declarations write others. */
function Renamed({renamed}: {renamed: NonNullable<ApiOutline['renamed']>}): ReactNode {
  return (
    <p className={styles.renamed}>
      Names as graphql exports them:{' '}
      {renamed.map(({declared, exported}, i) => (
        <span key={declared}>
          {i > 0 && '; '}
          <code>{exported}</code> is declared as <code>{declared}</code>
        </span>
      ))}
      .
    </p>
  );
}

function NotExported({page}: {page: ApiOutline}): ReactNode {
  const notice = page.notExported!;
  return (
    <Admonition type="note" title="Not exported">
      <p>
        <code>{page.name}</code> is declared in <code>{notice.declaredIn}</code>,{' '}
        {notice.deepImport
          ? 'which is not one of the package’s public entry points.'
          : 'which does not export it.'}{' '}
        {notice.advice}
      </p>
      {notice.instead && (
        <pre className={styles.instead}>
          <code>
            <ApiCode code={notice.instead} />
          </code>
        </pre>
      )}
    </Admonition>
  );
}

function MemberIndex({page}: {page: ApiOutline}): ReactNode {
  if (!page.memberIndex.length) return null;
  return (
    <nav aria-label={`Members of ${page.name}`} className={styles.memberIndex}>
      <table>
        <tbody>
          {page.memberIndex.map((entry) => (
            <tr key={entry.anchor}>
              <th scope="row">
                <ApiLink to={`#${entry.anchor}`}>
                  <code>
                    <WrappableName name={entry.name} />
                  </code>
                </ApiLink>
              </th>
              <td className={styles.memberKind}>
                {entry.kindLabel}
                {entry.deprecated && (
                  <>
                    {' '}
                    <span className={clsx(styles.label, styles.warning)}>deprecated</span>
                  </>
                )}
              </td>
              <td>{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </nav>
  );
}

function renderSection(section: ApiOutline['sections'][number]): ReactNode {
  return (
    <section key={section.id}>
      <Heading as="h2" id={section.id}>
        {section.title}
      </Heading>
      <ApiBlocks blocks={section.blocks} level={3} />
    </section>
  );
}

/** The route component of one symbol's page: its outline, rendered. */
export default function ApiPage({page, sidebar, versions, marks, since}: Props): ReactNode {
  const [before, after] = sectionsAroundMemberIndex(page.sections);
  return (
    <ApiLayout
      title={page.name}
      description={page.summary || `${page.name} (${page.kindLabel})`}
      sidebar={sidebar}
      breadcrumbs={page.breadcrumbs}
      toc={page.toc}
      previous={page.previous}
      next={page.next}
    >
      <Header page={page} versions={versions} marks={marks} since={since} />
      <ChangeDetails name={page.name} marks={marks} />
      {page.renamed && <Renamed renamed={page.renamed} />}
      {page.notExported && <NotExported page={page} />}
      {page.deprecated && <ApiBlocks blocks={[{type: 'deprecated', text: page.deprecated}]} level={3} />}
      {page.importCode && <CodeBlock language="ts">{page.importCode}</CodeBlock>}
      {page.description && <ApiDoc text={page.description} />}
      {page.heritage.map((heritage) => (
        <p key={heritage.title}>
          {`${heritage.title} `}
          {heritage.items.map((code, i) => (
            <span key={i}>
              {i > 0 && ', '}
              <code>
                <ApiCode code={code} />
              </code>
            </span>
          ))}
        </p>
      ))}
      {before.map(renderSection)}
      <MemberIndex page={page} />
      {after.map(renderSection)}
    </ApiLayout>
  );
}
