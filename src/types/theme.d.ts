// The site's own theme components (src/theme/), resolved as `@theme/*`.

declare module '@theme/MarkdownTwinActions' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Path of the page, with the base URL (`/docs/tutorials/basic-types`); its twin adds `.md`. */
    readonly pagePath: string;
  }
  /** "Copy page" (the Markdown twin, to the clipboard) and "View as Markdown". */
  export default function MarkdownTwinActions(props: Props): ReactNode;
}
