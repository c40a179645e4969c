import {useCallback, type MouseEvent, type ReactNode} from 'react';
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
  /** Runs before an in-app navigation (closing the dialog). */
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

/**
 * A result link. Not Docusaurus's `Link`, which prefetches every route it shows: a results list
 * changing on each keystroke would download pages the reader never opens. A plain click still
 * navigates inside the app; modified clicks (new tab, new window) keep the browser's behaviour.
 */
export default function HitLink({href, className, tabIndex, onNavigate, children}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const openHit = useOpenHit();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    openHit(href);
  };
  return (
    <a href={withBaseUrl(href)} className={className} tabIndex={tabIndex} onClick={onClick}>
      {children}
    </a>
  );
}
