import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import DocRootLayout from '@theme/DocRoot/Layout';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {Props} from '@theme/ApiLayout';
import {WrappableName} from '../ApiName';
import styles from './styles.module.css';
import {useCurrentItemInView} from './useCurrentItemInView';
import {useDelegatedNavigation} from './useDelegatedNavigation';

function Breadcrumbs({trail}: {trail: Props['breadcrumbs']}): ReactNode {
  return (
    <nav aria-label="Breadcrumbs" className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbs)}>
      <ul className="breadcrumbs">
        {trail.map((item, i) => {
          const isLast = i === trail.length - 1;
          return (
            <li key={i} className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}>
              {item.href && !isLast ? (
                <Link className="breadcrumbs__link" to={item.href}>
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Previous and next, as theme-classic's DocPaginator shows them, with names that wrap between their words
 * (`GraphQLSchema<wbr>Validation<wbr>Options`) rather than inside them.
 */
function Pager({previous, next}: Pick<Props, 'previous' | 'next'>): ReactNode {
  return (
    <nav
      className="pagination-nav"
      aria-label={translate({id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages'})}
    >
      {previous && (
        <PaginatorNavLink
          permalink={previous.permalink}
          title={<WrappableName name={previous.title} />}
          subLabel={translate({id: 'theme.docs.paginator.previous', message: 'Previous'})}
        />
      )}
      {next && (
        <PaginatorNavLink
          permalink={next.permalink}
          title={<WrappableName name={next.title} />}
          subLabel={translate({id: 'theme.docs.paginator.next', message: 'Next'})}
          isNext
        />
      )}
    </nav>
  );
}

/**
 * The reference layout, like a docs page: the `api` sidebar, breadcrumbs, content, previous/next and
 * a table of contents (collapsible on mobile).
 */
export default function ApiLayout({
  title,
  description,
  sidebar,
  breadcrumbs,
  toc,
  previous,
  next,
  children,
}: Props): ReactNode {
  const navigation = useDelegatedNavigation();
  useCurrentItemInView();
  const hasToc = toc.length > 0;
  // As in theme-classic's DocItem layout: the collapsible table is hidden by CSS on wide screens, and the
  // one beside the article is not rendered on phones.
  const windowSize = useWindowSize();
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage)}
    >
      <Layout title={title} description={description}>
        <DocsSidebarProvider name="api" items={sidebar}>
          <DocRootLayout>
            <div className="row">
              <div className={clsx('col', hasToc && styles.contentColumn)}>
                <Breadcrumbs trail={breadcrumbs} />
                {hasToc && (
                  <TOCCollapsible
                    toc={toc}
                    minHeadingLevel={2}
                    maxHeadingLevel={3}
                    className={clsx(ThemeClassNames.docs.docTocMobile, styles.mobileToc)}
                  />
                )}
                <article className={styles.article} {...navigation}>
                  {children}
                </article>
                {(previous || next) && <Pager previous={previous} next={next} />}
              </div>
              {hasToc && windowSize !== 'mobile' && (
                <div className="col col--3">
                  <TOC
                    toc={toc}
                    minHeadingLevel={2}
                    maxHeadingLevel={3}
                    className={ThemeClassNames.docs.docTocDesktop}
                  />
                </div>
              )}
            </div>
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
