import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/** Navigates to a result's site path (given without the base URL) inside the app. */
export function useOpenHit(): (href: string) => void {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback((href: string) => history.push(withBaseUrl(href)), [history, withBaseUrl]);
}

interface Props {
  /** Site path without the base URL. */
  readonly href: string;
  readonly className?: string;
  readonly tabIndex?: number;
  /** Runs when the link is followed (closing the dialog). */
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

/**
 * A result link: a plain click navigates inside the app, a modified click opens a tab as usual, and
 * hovering loads the page's code (links in view are not prefetched on this site; see plugins/gesture-prefetch).
 */
export default function HitLink({href, className, tabIndex, onNavigate, children}: Props): ReactNode {
  return (
    <Link to={href} className={className} tabIndex={tabIndex} onClick={onNavigate}>
      {children}
    </Link>
  );
}
