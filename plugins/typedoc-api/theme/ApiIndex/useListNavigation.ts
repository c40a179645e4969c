import {useCallback, useRef, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';

/** The site path of the link an event happened in, if any. */
function linkOf(event: SyntheticEvent): string | undefined {
  return (event.target as Element).closest('a[href^="/"]')?.getAttribute('href') ?? undefined;
}

/** Handlers to spread on the list element. */
interface ListNavigation {
  onClick: (event: MouseEvent) => void;
  onMouseOver: (event: SyntheticEvent) => void;
  onTouchStart: (event: SyntheticEvent) => void;
}

/**
 * Client-side navigation for a long list of plain links, with one listener on the list. Each Docusaurus
 * <Link> is a component with its own hooks and IntersectionObserver; the overview's 465 of them were most
 * of its hydration time on a phone. As with <Link>, a plain click navigates within the app (modifier
 * keys and other buttons keep the browser's behaviour), and hovering or touching a link loads its page's
 * code.
 */
export function useListNavigation(): ListNavigation {
  const history = useHistory();
  const preloaded = useRef(new Set<string>());

  const onClick = useCallback(
    (event: MouseEvent) => {
      const href = linkOf(event);
      if (!href || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(href);
    },
    [history],
  );

  const preload = useCallback((event: SyntheticEvent) => {
    const href = linkOf(event);
    if (!href || preloaded.current.has(href)) return;
    preloaded.current.add(href);
    void window.docusaurus.preload(href);
  }, []);

  return {onClick, onMouseOver: preload, onTouchStart: preload};
}
