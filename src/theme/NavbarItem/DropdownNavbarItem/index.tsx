// Wraps theme-classic's navbar dropdown so that Escape closes it, and so that no item carries the current page's
// fragment onto another page. theme-classic's opens on hover, or on Enter
// from its toggle, and closes only on a click or a focus elsewhere; it keeps its open state to itself, so
// closing it from here is mounting it anew, closed. __tests__ guards what this relies on.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

/**
 * Escape while the menu is open closes it; focus goes back to its toggle if it was in the menu, and a menu shown
 * by hovering stays hidden until the pointer leaves.
 */
function DesktopDropdown(props: Props): ReactNode {
  const container = useRef<HTMLSpanElement>(null);
  const [generation, setGeneration] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const refocus = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog's Escape (search's) is the dialog's: React's handlers run before this one, and prevent it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dropdown = container.current?.querySelector('.dropdown');
      const hovered = !!dropdown?.matches(':hover');
      if (!dropdown || !(dropdown.classList.contains('dropdown--show') || hovered)) return;
      event.preventDefault();
      refocus.current = dropdown.contains(document.activeElement);
      setDismissed(hovered);
      setGeneration((count) => count + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    container.current?.querySelector<HTMLElement>('.dropdown > .navbar__link')?.focus();
  }, [generation]);

  return (
    <span
      ref={container}
      className={styles.dropdown}
      data-dismissed={dismissed || undefined}
      onMouseLeave={() => setDismissed(false)}
    >
      <DropdownNavbarItem key={generation} {...props} />
    </span>
  );
}

/**
 * The items without the current page's fragment where they lead to another page: the docs version dropdown
 * ("Next") appends the location's `?search#hash` to every version's link, which on a page that is not that
 * version's doc (the home page, an API page) names an id the target does not have.
 */
function useItemsWithoutForeignFragment(items: Props['items']): Props['items'] {
  const {pathname} = useLocation();
  return items.map((item) => {
    const to = 'to' in item && typeof item.to === 'string' ? item.to : undefined;
    const hashAt = to?.indexOf('#') ?? -1;
    if (!to || hashAt === -1 || to.slice(0, hashAt).replace(/\?.*$/, '') === pathname) return item;
    return {...item, to: to.slice(0, hashAt)};
  });
}

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const items = useItemsWithoutForeignFragment(props.items);
  // The phone menu's dropdowns are collapsible lists in the sidebar, not menus over the page.
  return props.mobile ? (
    <DropdownNavbarItem {...props} items={items} />
  ) : (
    <DesktopDropdown {...props} items={items} />
  );
}
