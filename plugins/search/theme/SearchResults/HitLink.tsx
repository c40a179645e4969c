import {useCallback, type AriaRole, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/** Navigates to a result's site path (given without the base URL) inside the app. */
export function useOpenHit(): (href: string) => void {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback((href: string) => history.push(withBaseUrl(href)), [history, withBaseUrl]);
}

/** A click that follows the link in this tab, rather than opening a tab or a window, or saving it. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface Props {
  /** Site path without the base URL. */
  readonly href: string;
  readonly className?: string;
  readonly id?: string;
  readonly role?: AriaRole;
  readonly tabIndex?: number;
  readonly 'aria-selected'?: boolean;
  readonly onMouseMove?: () => void;
  /** Runs when a plain click follows the link in this tab (closing the dialog); other clicks open a tab. */
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

/**
 * A result link: a real `<a href>`, so that a middle or modified click opens a tab and "Copy link" works; a plain
 * click navigates inside the app. Hovering loads the page's code (links in view are not prefetched on this site;
 * see plugins/client-bundle).
 */
export default function HitLink({href, onNavigate, children, ...props}: Props): ReactNode {
  return (
    <Link
      to={href}
      {...props}
      onClick={(event: MouseEvent) => {
        if (isPlainClick(event)) onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
