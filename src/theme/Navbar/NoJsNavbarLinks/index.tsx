import type {ReactNode} from 'react';
import NavbarMobilePrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';

/** The navbar's links as the phone menu lists them, for the menu that works without JavaScript. */
export default function NoJsNavbarLinks(): ReactNode {
  return (
    <div className="menu" data-no-js-navbar-links="">
      <NavbarMobilePrimaryMenu />
    </div>
  );
}
