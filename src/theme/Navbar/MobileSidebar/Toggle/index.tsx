import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import NoJsNavbarLinks from '../../NoJsNavbarLinks';
import styles from './styles.module.css';

/**
 * The phone menu's button needs JavaScript. Until the page hydrates (and so for readers without JavaScript) a
 * `<details>` takes its place: its summary looks like the button and opens the navbar links; on docs and API
 * pages the server-rendered sidebar opens under them (styles.module.css). Once hydrated, the theme's own button is rendered in
 * the same box, so readers with JavaScript get today's menu.
 */
export default function MobileSidebarToggle(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) return <Toggle />;
  return (
    <details className={styles.noJsMenu} data-no-js-menu="">
      <summary
        className="navbar__toggle clean-btn"
        aria-label={translate({
          id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
          message: 'Toggle navigation bar',
        })}
      >
        <IconMenu />
      </summary>
      <div className={styles.panel}>
        <NoJsNavbarLinks />
      </div>
    </details>
  );
}
