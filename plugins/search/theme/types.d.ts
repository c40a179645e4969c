// The theme components of the search plugin (see index.ts getThemePath). `@theme/SearchBar` is the
// classic theme's own slot for a search box, declared by @docusaurus/theme-classic.

declare module '@theme/SearchPage' {
  import type {ReactNode} from 'react';

  /** The `/search?q=…` results page. */
  export default function SearchPage(): ReactNode;
}
