// Wraps theme-classic's navbar dropdown so that Escape closes it. theme-classic's opens on hover, or on Enter
// from its toggle, and closes only on a click or a focus elsewhere; it keeps its open state to itself, so
// closing it from here is mounting it anew, closed. __tests__ guards what this relies on.
import {useEffect, useRef, useState, type ReactNode} from 'react';
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

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  // The phone menu's dropdowns are collapsible lists in the sidebar, not menus over the page.
  return props.mobile ? <DropdownNavbarItem {...props} /> : <DesktopDropdown {...props} />;
}
