import {useCallback, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';

/**
 * Whether a site path is a page of the app rather than a file beside the pages (a page's Markdown twin
 * `parse.md`, `llms.txt`): the site's pages have no extension. A path no page has is the app's to answer
 * too, with its not-found page, as for <Link>.
 */
function isPage(pathname: string): boolean {
  return !/\.[a-z\d]+$/i.test(pathname);
}

/**
 * The site path of the link an event happened in, if it leads to a page of the app. Other links on the
 * site, such as a page's Markdown twin (a file), load as usual.
 */
function linkOf(event: SyntheticEvent): string | undefined {
  const href = (event.target as Element).closest('a[href^="/"]')?.getAttribute('href') ?? undefined;
  return href && isPage(new URL(href, window.location.href).pathname) ? href : undefined;
}

/** Handlers to spread on the element that holds the links. */
interface DelegatedNavigation {
  onClick: (event: MouseEvent) => void;
  onMouseOver: (event: SyntheticEvent) => void;
  onTouchStart: (event: SyntheticEvent) => void;
}

/**
 * Client-side navigation for the plain links of an API article (see ApiLink), with one listener for the
 * whole article. As with <Link>, a plain click navigates within the app (modifier keys, other buttons and
 * clicks a <Link> already handled keep their behaviour), and hovering or touching a link loads its
 * page's code.
 */
export function useDelegatedNavigation(): DelegatedNavigation {
  const history = useHistory();

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

  // Docusaurus loads each path's code once, however often it is asked.
  const preload = useCallback((event: SyntheticEvent) => {
    const href = linkOf(event);
    if (href) void window.docusaurus.preload(href);
  }, []);

  return {onClick, onMouseOver: preload, onTouchStart: preload};
}
