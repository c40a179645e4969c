import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactly, swapModules} from '../swapModules';
import {compileHintsPlugin} from './compileHints';
import {addModulePathOriginsToFile} from './pageChunksInHtml';

/**
 * The import in Docusaurus's generated route table that client/lazyComponentCreator.ts replaces; __tests__
 * check that the installed Docusaurus still generates it.
 */
export const routeTableImport = {file: 'routes.js', request: '@docusaurus/ComponentCreator'};

/**
 * A page's chunks are named in its HTML, so the browser may try one before the app asks for it. If that
 * load fails, the bundler's chunk loader would find the failed tag by its src and wait on it for good: the
 * page would show its spinner, never the Retry button. Removing a failed script tag makes the loader try
 * again with a tag of its own.
 */
const removeFailedScripts = {
  tagName: 'script',
  innerHTML:
    "document.addEventListener('error',function(e){if(e.target.tagName==='SCRIPT')e.target.remove()},true)",
};

/**
 * How the browser bundle is cut into files. Docusaurus's defaults are made for sites whose pages share
 * little; here 465 API pages and the tutorials share one theme, and every page's first visit pays for
 * the route table. Figures are gzip, first visit, measured with `npm run bench`. Each page's HTML names
 * its own chunks (pageChunksInHtml.ts), so they download alongside main.js, the route table builds
 * each route's component only when the route is used (client/lazyComponentCreator.ts), and the scripts a
 * page loads are compiled off the main thread as they download (compileHints.ts).
 */
export default function clientBundlePlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const namePageChunksInHtml = {
    // After the manifest plugin has written the manifest, and before the pages are rendered from it.
    apply(compiler: {hooks: {afterEmit: {tap(name: string, hook: () => void): void}}}) {
      compiler.hooks.afterEmit.tap('client-bundle', () =>
        addModulePathOriginsToFile(
          path.join(context.generatedFilesDir, 'client-manifest.json'),
          registryFile,
        ),
      );
    },
  };
  // The route table builds each route's component on first use (client/lazyComponentCreator.ts).
  const lazyRouteComponents = {
    issuer: exactly(path.join(context.generatedFilesDir, routeTableImport.file)),
    request: routeTableImport.request,
    replacement: path.join(__dirname, 'client/lazyComponentCreator.ts'),
  };
  return {
    name: 'client-bundle',
    injectHtmlTags: () => ({headTags: [removeFailedScripts]}),
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        optimization: {
          // Each page's data is a chunk named by Docusaurus; with numeric ids the runtime carries an
          // id -> name table and Docusaurus a name -> id table beside the id -> hash one (-4 kB).
          chunkIds: 'named',
          splitChunks: {
            cacheGroups: {
              // Theme modules used by more than one page component go to one shared file, instead of
              // a copy in each page's chunk (tutorial pages loaded several twice) (-8 kB). The site's own
              // theme components and the search bar, which every page's navbar holds, are shared the same way.
              theme: {
                test: /[\\/](node_modules[\\/](@docusaurus[\\/](theme-common|theme-classic|plugin-content-docs|core[\\/]lib[\\/]client)|@mdx-js|clsx)|src[\\/]theme|plugins[\\/]search[\\/]theme)[\\/]/,
                name: 'theme',
                chunks: 'async',
                minChunks: 2,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
        // Only `docusaurus build` writes a client manifest and renders pages from it; the dev server has neither.
        plugins: [
          swapModules(currentBundler, [lazyRouteComponents]),
          ...(config.mode === 'production'
            ? [namePageChunksInHtml, compileHintsPlugin(currentBundler, registryFile)]
            : []),
        ],
        module: {
          rules: [
            {
              test: registryFile,
              use: [path.join(__dirname, 'stripRegistryModulePaths.cjs')],
            },
          ],
        },
      };
    },
  };
}
