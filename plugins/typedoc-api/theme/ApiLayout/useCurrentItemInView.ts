import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';

/** The nearest ancestor that scrolls its content (the sidebar's menu on wide screens), if any. */
function scrollingAncestor(element: Element): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

/**
 * Scrolls the API sidebar so that the current page's item is in view: the sidebar lists every export, and
 * the item of a page far down the list (`execute`) would otherwise sit below the window's edge. Only the
 * sidebar scrolls, never the page, and only when the item is out of view, so a click on a visible item moves
 * nothing. A category opens for its current item after this runs, hence the next frame.
 */
export function useCurrentItemInView(): void {
  const {pathname} = useLocation();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const item = document.querySelector(
        `.${ThemeClassNames.docs.docSidebarMenu} .menu__link--active[aria-current="page"]`,
      );
      const menu = item && scrollingAncestor(item);
      if (!item || !menu) return;
      const itemBox = item.getBoundingClientRect();
      const menuBox = menu.getBoundingClientRect();
      if (itemBox.top >= menuBox.top && itemBox.bottom <= menuBox.bottom) return;
      menu.scrollTop += itemBox.top - menuBox.top - (menuBox.height - itemBox.height) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
