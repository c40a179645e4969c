import type {ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import useKnownWindowSize from '@theme/useKnownWindowSize';
import type {Props} from '@theme/DocSidebar';

/**
 * On a phone, the sidebar beside the page is hidden and the menu holds it instead. theme-classic's
 * DocSidebar hydrates the hidden one, the API sidebar's 38 categories included, and unmounts it once it
 * learns the window's size. Here a phone gets the menu's variant from the start, and hydration drops the
 * hidden sidebar's markup (see @theme/useKnownWindowSize).
 */
export default function DocSidebarWrapper(props: Props): ReactNode {
  return useKnownWindowSize() === 'mobile' ? <DocSidebarMobile {...props} /> : <DocSidebar {...props} />;
}
