// Wraps theme-classic's phone menu header so that Escape closes the menu, as its close button does. The header
// renders only while the menu does, so the listener lives no longer than the menu.
import {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Header from '@theme-original/Navbar/MobileSidebar/Header';

export default function NavbarMobileSidebarHeaderWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog's Escape (search's) is the dialog's: React's handlers run before this one, and prevent it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      toggle();
      // The focus goes back to the button that opened the menu, not to the top of the page.
      document.querySelector<HTMLElement>('button.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return <Header />;
}
