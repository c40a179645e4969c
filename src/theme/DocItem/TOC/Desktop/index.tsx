import type {ReactNode} from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import useKnownWindowSize from '@theme/useKnownWindowSize';

/**
 * The table of contents beside a tutorial, which a phone hides. theme-classic's DocItem layout renders it
 * until it learns the window's size; on a phone, hydration drops it instead (see @theme/useKnownWindowSize).
 */
export default function TOCDesktopWrapper(): ReactNode {
  return useKnownWindowSize() === 'mobile' ? null : <TOCDesktop />;
}
