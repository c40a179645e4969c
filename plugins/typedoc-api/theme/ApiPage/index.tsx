import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Admonition from '@theme/Admonition';
import ApiDoc from '@theme/ApiDoc';
import ApiExample from '@theme/ApiExample';
import ApiLayout from '@theme/ApiLayout';
import ApiMemberView from '@theme/ApiMember';
import ApiSignatureView, {ApiTypeParameters} from '@theme/ApiSignature';
import ApiTypeView from '@theme/ApiType';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiPage';
import {toImportLines} from '../../shared/importLines';
import {toPageDataUrl, type ApiGlobalData} from '../../shared/pageData';
import {toSections, type ApiSection} from '../../shared/sections';
import type {ApiKind, ApiPageData, ApiRichText} from '../../shared/types';
import styles from './styles.module.css';

type Page = ApiPageData;

/** How each kind introduces its declaration in the Type section. */
const declarationByKind = {
  class: 'class',
  enum: 'const',
  // A function page has a Type section only when the function is a typed constant (defaultFieldResolver).
  function: 'const',
  interface: 'interface',
  type: 'type',
  variable: 'const',
} satisfies Record<ApiKind, string>;

function Header({page}: {page: Page}): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {page.name}
      </Heading>
      <div className={styles.meta}>
        <span className={clsx('badge', styles.kind)}>{page.kind}</span>
        <Link className="badge badge--secondary" to={page.categoryHref}>
          {page.category}
        </Link>
        {page.deprecated !== undefined && <span className="badge badge--warning">deprecated</span>}
        {/* The accessible name starts with the visible text, so voice control can still say "Source". */}
        <Link
          className={styles.source}
          href={page.sourceUrl}
          aria-label={`Source of ${page.name} on GitHub`}
          title={`src/${page.sourcePath.replace(/\.d\.ts$/, '.ts')}`}
        >
          Source
        </Link>
      </div>
    </header>
  );
}

function Heritage({label, types}: {label: string; types: Page['extends']}): ReactNode {
  if (!types.length) return null;
  return (
    <p>
      {`${label} `}
      {types.map((type, i) => (
        <span key={i}>
          {i > 0 && ', '}
          <ApiTypeView type={type} />
        </span>
      ))}
    </p>
  );
}

/** A link target per enum member (`/api/enum/Kind#NAME`), registered for the broken-anchor check. */
function EnumMemberName({anchor, name}: {anchor: string; name: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a id={anchor} href={`#${anchor}`} className={styles.enumMember}>
      <code>{name}</code>
    </a>
  );
}

function SectionBody({page, section}: {page: Page; section: ApiSection<ApiRichText>}): ReactNode {
  switch (section.kind) {
    case 'typeParameters':
      return <ApiTypeParameters typeParameters={page.typeParameters} headingLevel={null} />;
    case 'type':
      return (
        <pre className={styles.declaration}>
          <code>
            <>
              {declarationByKind[page.kind]} {page.name}
              {page.kind === 'type' || page.kind === 'enum' ? ' = ' : ': '}
              <ApiTypeView type={page.type!} />
              {page.value !== undefined && ` = ${page.value}`}
            </>
          </code>
        </pre>
      );
    case 'signatures': {
      const overloaded = page.signatures.length > 1;
      const prefix = page.kind === 'function' ? `function ${page.name}` : `type ${page.name} = `;
      return page.signatures.map((signature, i) => (
        <div key={i}>
          {overloaded && <h3>{`Overload ${i + 1}`}</h3>}
          <ApiSignatureView
            prefix={prefix}
            signature={signature}
            headingLevel={overloaded ? 'h4' : 'h3'}
            arrow={page.kind === 'function' ? 'colon' : 'arrow'}
            showDeprecated={overloaded || page.deprecated === undefined}
          />
        </div>
      ));
    }
    case 'members':
      return section.members.map((member) => <ApiMemberView key={member.anchor} member={member} />);
    case 'enumMembers':
      return (
        <table className={styles.enumTable}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Value</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {section.members.map((member) => (
              <tr key={member.anchor}>
                <th scope="row">
                  <EnumMemberName anchor={member.anchor} name={member.name} />
                </th>
                <td>
                  <code>{member.value}</code>
                </td>
                <td>
                  {member.deprecated !== undefined && (
                    <span className="badge badge--warning">deprecated</span>
                  )}{' '}
                  {member.description && <ApiDoc text={member.description} inline />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'examples':
      return page.examples.map((example, i) => <ApiExample key={i} example={example} />);
    case 'see':
      return (
        <ul>
          {page.see.map((text, i) => (
            <li key={i}>
              <ApiDoc text={text} inline />
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * In the prerendered HTML, starts the download of the page's data file with the page, so the browser need
 * not wait for the app's code to ask for it (production builds only; see @theme/ApiPageRoutes). After a
 * client-side navigation the data is already loaded.
 */
function DataPreload({permalink}: {permalink: string}): ReactNode {
  const {dataVersion} = usePluginData('typedoc-api') as ApiGlobalData;
  const routePath = useBaseUrl(permalink);
  const isBrowser = useIsBrowser();
  if (dataVersion === undefined || isBrowser) return null;
  return (
    <Head>
      <link rel="preload" as="fetch" crossOrigin="anonymous" href={toPageDataUrl(routePath, dataVersion)} />
    </Head>
  );
}

/** The route component of one symbol's page. */
export default function ApiPage({page, sidebar}: Props): ReactNode {
  return (
    <ApiLayout
      title={page.name}
      description={page.summary || `${page.name} (${page.kind}) in ${page.import.module}`}
      sidebar={sidebar}
      breadcrumbs={page.breadcrumbs}
      toc={page.toc}
      previous={page.previous}
      next={page.next}
    >
      <DataPreload permalink={page.permalink} />
      <Header page={page} />
      {page.deprecated !== undefined && (
        <Admonition type="warning" title="Deprecated">
          {page.deprecated.length > 0 ? <ApiDoc text={page.deprecated} /> : <p>Do not use in new code.</p>}
        </Admonition>
      )}
      <CodeBlock language="ts">{toImportLines(page)}</CodeBlock>
      {page.description && <ApiDoc text={page.description} />}
      <Heritage label="Extends" types={page.extends} />
      <Heritage label="Implements" types={page.implements} />
      {toSections(page).map((section) => (
        <section key={section.id}>
          <Heading as="h2" id={section.id}>
            {section.title}
          </Heading>
          <SectionBody page={page} section={section} />
        </section>
      ))}
    </ApiLayout>
  );
}
