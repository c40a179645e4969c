import {useWindowSize} from '@docusaurus/theme-common';
import {useState} from 'react';

type WindowSize = ReturnType<typeof useWindowSize>;

/**
 * The width at which theme-common's useWindowSize, and Infima's stylesheet, switch from the phone layout
 * to the desktop one (its `DesktopBreakpoint`, which it does not export; __tests__ read it from its source).
 */
export const desktopBreakpoint = 996;

function sizeOfWindow(): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * theme-common's useWindowSize, but known from the first render in the browser instead of `'ssr'` until
 * the page has hydrated. Server markup holds both the phone and the desktop variant of a part (sidebar,
 * table of contents), and the stylesheet shows one. With useWindowSize the browser hydrates both and
 * unmounts one right after. With this hook a component renders only the variant that fits: Preact
 * drops the other's server markup instead of hydrating it (React would instead report a mismatch).
 */
export default function useKnownWindowSize(): WindowSize {
  const tracked = useWindowSize();
  const [atFirstRender] = useState<WindowSize>(() =>
    typeof window === 'undefined' ? 'ssr' : sizeOfWindow(),
  );
  return tracked === 'ssr' ? atFirstRender : tracked;
}
