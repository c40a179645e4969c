import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Resolves `prism-react-renderer` to src/prism in the client and server bundles, so pages ship only
 * the Prism grammars the site uses instead of that package's 30 grammars and 20 themes. The config
 * still reads themes from the real package, in Node.
 */
export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../../src/prism/index.tsx')}},
      };
    },
  };
}
