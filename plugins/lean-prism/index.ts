import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {toCodeThemeCss} from './toCodeThemeCss';

// The client module as Docusaurus's generated client-modules.js requests it: an absolute path without extension.
const themeClassicPrismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * Keeps prism-react-renderer (30 grammars, 20 themes) out of the bundles: the site's code blocks
 * highlight with src/prism, which has only the grammars the site uses. The colours of the configured
 * light and dark themes go to the stylesheet instead of inline styles on every block and token, so the
 * server's markup suits both colour modes. The config still reads the themes from the package, in Node.
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // theme-classic's client module imports Prism into main.js, on every page, only to hand it to
            // `@theme/prism-include-languages` for extra grammars. src/prism imports the site's grammars
            // itself, so Prism now loads with the code blocks (home, /api, 404: -6 kB gzip of JS).
            [`${themeClassicPrismClientModule}$`]: false,
          },
        },
      };
    },
    getClientModules() {
      const {prism} = context.siteConfig.themeConfig as {
        prism?: {theme?: PrismTheme; darkTheme?: PrismTheme};
      };
      const cssPath = path.join(context.generatedFilesDir, 'lean-prism', 'code-theme.css');
      mkdirSync(path.dirname(cssPath), {recursive: true});
      const light = prism?.theme ? toCodeThemeCss(prism.theme, "[data-theme='light']") : '';
      const dark = prism?.darkTheme ? toCodeThemeCss(prism.darkTheme, "[data-theme='dark']") : '';
      writeFileSync(cssPath, `${light}\n${dark}\n`);
      return [cssPath];
    },
  };
}
