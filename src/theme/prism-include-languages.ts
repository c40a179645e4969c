// Replaces theme-classic's prism-include-languages (3.10.2), whose dynamic `require` of
// `prismjs/components/prism-${lang}` put Prism's language index and dependency resolver (about 40 kB
// of source) into every page's main bundle. The site's grammars are imported in src/prism instead.
import type Prism from 'prismjs';

export default function prismIncludeLanguages(prism: typeof Prism): void {
  void prism;
}
