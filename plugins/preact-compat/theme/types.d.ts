// The theme components of the preact-compat plugin, resolved as `@theme/*` (see index.ts getThemePath).

declare module '@theme/HydrateLater' {
  import type {ComponentType, ReactNode} from 'react';

  export interface Props {
    /** Exactly one element. */
    readonly children: ReactNode;
  }
  export default function HydrateLater(props: Props): ReactNode;
  export function hydrateLater<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode;
}

declare module '@theme/useKnownWindowSize' {
  import type {useWindowSize} from '@docusaurus/theme-common';

  export const desktopBreakpoint: number;
  export default function useKnownWindowSize(): ReturnType<typeof useWindowSize>;
}
