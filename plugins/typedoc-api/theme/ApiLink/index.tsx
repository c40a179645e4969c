import type {ReactNode} from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {Props} from '@theme/ApiLink';
import {useApiHref} from './useApiHref';

/**
 * A link in an API article. It is a plain <a>: Docusaurus's <Link> is four components with an
 * IntersectionObserver each, and a class page has a few hundred links in its signatures and types. The
 * article navigates within the app and preloads on hover or touch for all of them (ApiLayout). Links to
 * other sites open in a new tab, as <Link>'s do.
 */
export default function ApiLink({to, className, title, children}: Props): ReactNode {
  const toHref = useApiHref();
  if (!isInternalUrl(to)) {
    return (
      <a href={to} className={className} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={toHref(to)} className={className} title={title}>
      {children}
    </a>
  );
}
