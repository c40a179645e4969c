import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * theme-classic renders the phone menu, with the whole docs or API sidebar in it, as soon as a page
 * hydrates on a small screen, and keeps it hidden until the reader opens it. Here it is rendered when
 * first opened and kept from then on; custom.css gives that first opening the usual slide-in.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Updating state while rendering, as React documents for values derived from earlier renders.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
