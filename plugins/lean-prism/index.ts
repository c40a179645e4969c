import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {toTokenCss} from './toTokenCss';

/**
 * Resolves `prism-react-renderer` to src/prism in the client and server bundles, so pages ship only
 * the Prism grammars the site uses instead of that package's 30 grammars and 20 themes. Token colours
 * of the configured light and dark themes go to the stylesheet instead of an inline style on every
 * token of every code block. The config still reads themes from the real package, in Node.
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../../src/prism/index.tsx')}},
      };
    },
    getClientModules() {
      const {prism} = context.siteConfig.themeConfig as {
        prism?: {theme?: PrismTheme; darkTheme?: PrismTheme};
      };
      const cssPath = path.join(context.generatedFilesDir, 'lean-prism', 'tokens.css');
      mkdirSync(path.dirname(cssPath), {recursive: true});
      const light = prism?.theme ? toTokenCss(prism.theme, "[data-theme='light']") : '';
      const dark = prism?.darkTheme ? toTokenCss(prism.darkTheme, "[data-theme='dark']") : '';
      writeFileSync(cssPath, `${light}\n${dark}\n`);
      return [cssPath];
    },
  };
}
