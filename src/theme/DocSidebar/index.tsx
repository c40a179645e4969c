import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebar from '@theme-original/DocSidebar';
import type {Props} from '@theme/DocSidebar';
import NoJsNavbarLinks from '../Navbar/NoJsNavbarLinks';

/**
 * Until the page hydrates, the server-rendered sidebar doubles as the phone menu that works without JavaScript
 * (src/theme/Navbar/MobileSidebar/Toggle): it carries the navbar links above its own, shown only in that menu.
 */
export default function DocSidebarWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <>
      {!isBrowser && <NoJsNavbarLinks />}
      <DocSidebar {...props} />
    </>
  );
}
