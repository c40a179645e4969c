import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileHintsPlugin} from './node/compileHints';

export {compileHint} from './node/compileHints';

/**
 * How the browser bundle is cut into files, and how its scripts are compiled.
 *
 * - Theme modules that more than one page component uses go to one shared chunk instead of a copy in
 *   each page's chunks: the API pages and the tutorials share one theme.
 * - In production builds, every script of a chunk that loads with a page starts with V8's compile hint,
 *   so it is compiled off the main thread while it downloads (node/compileHints.ts).
 */
export default function clientBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              theme: {
                test: /[\\/](node_modules[\\/](@docusaurus[\\/](theme-common|theme-classic|plugin-content-docs|core[\\/]lib[\\/]client)|@mdx-js|clsx)|src[\\/]theme|plugins[\\/][^\\/]+[\\/]theme)[\\/]/,
                name: 'theme',
                chunks: 'async',
                minChunks: 2,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
        plugins:
          config.mode === 'production' ? [compileHintsPlugin(currentBundler, context.generatedFilesDir)] : [],
      };
    },
  };
}
