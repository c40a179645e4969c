import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {toCodeThemeCss} from './node/toCodeThemeCss';

export {darkCodeTheme, lightCodeTheme} from './node/codeThemes';

/**
 * The site's code blocks, in one place:
 * - shared/highlight.ts highlights with Prism and only the grammars the site uses, where theme-classic
 *   bundles prism-react-renderer (30 grammars, 20 colour themes); its client module is dropped (see
 *   plugins/client-bundle/node/swaps.ts);
 * - theme/CodeBlock renders the highlighted lines as HTML, once (ejected from theme-classic; see each file);
 * - the colours of the configured light and dark themes (node/codeThemes.ts, read by the site config) go to
 *   a stylesheet instead of inline styles on every block and token, so the server's markup suits both
 *   colour modes.
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    getClientModules() {
      const {prism} = context.siteConfig.themeConfig as {
        prism?: {theme?: PrismTheme; darkTheme?: PrismTheme};
      };
      const cssPath = path.join(context.generatedFilesDir, 'code-highlighting', 'code-theme.css');
      mkdirSync(path.dirname(cssPath), {recursive: true});
      const light = prism?.theme ? toCodeThemeCss(prism.theme, "[data-theme='light']") : '';
      const dark = prism?.darkTheme ? toCodeThemeCss(prism.darkTheme, "[data-theme='dark']") : '';
      writeFileSync(cssPath, `${light}\n${dark}\n`);
      return [cssPath];
    },
  };
}
