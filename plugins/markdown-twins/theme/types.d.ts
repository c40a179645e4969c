// The theme components of the markdown-twins plugin, resolved as `@theme/*` (see index.ts getThemePath).
// DocItem/Content and ApiLayout wrap the components of theme-classic and typedoc-api (`@theme-init/*`).

declare module '@theme/MarkdownTwinActions' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Path of the page, with the base URL (`/docs/tutorials/basic-types`); its twin adds `.md`. */
    readonly pagePath: string;
  }
  /** "Copy page" (the Markdown twin, to the clipboard) and "View as Markdown". */
  export default function MarkdownTwinActions(props: Props): ReactNode;
}
