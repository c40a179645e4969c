import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {chunkGroups} from './node/chunkGroups';
import {compileHintsPlugin} from './node/compileHints';
import {emitClientRouteTable, type ClientRouteTable} from './node/emitClientRouteTable';
import {emitClientSiteConfig} from './node/clientSiteConfig';
import {keepNamesMinimizers, splittableChunks} from './node/keepNames';
import {validateOptions, type PluginOptions} from './node/options';
import {swapModules} from './node/swapModules';
import {swaps} from './node/swaps';

export type {Options} from './node/options';
export {compileHint} from './node/compileHints';
export {toDataFileUrl} from './shared/dataFiles';
export {docsWithLeanVersionData} from './node/versionDocs';

/** The constant that tells the server renderer the data files' version (null outside production builds). */
const DATA_VERSION_CONSTANT = '__CLIENT_BUNDLE_DATA_VERSION__';

/**
 * Everything the site changes in how Docusaurus bundles and routes the browser, in one place: when
 * Docusaurus offers a way to do one of these, its files here are what to delete.
 *
 * - The route table (node/clientRouteTable.ts): in production builds, the pages of `dataFileComponents` get
 *   their props from a JSON file beside their HTML, and leave the browser's route table.
 * - Module swaps (node/swaps.ts): pages are prefetched on hover or touch only; theme-classic's Prism client
 *   module is dropped; the browser's head follows navigations with the site's own module.
 * - The site config (node/clientSiteConfig.ts): in production builds, the browser's has no plugin options.
 * - Chunk groups (node/chunkGroups.ts): one shared theme chunk, one search chunk.
 * - Compile hints (node/compileHints.ts): scripts that load with a page are compiled off the main thread.
 * - Kept names (node/keepNames.ts): the chunks of `keepNamesChunks` (the example worker's) are not split,
 *   and keep their function and class names through minification.
 * - Lean version data (node/versionDocs.ts, a wrapper of the docs plugin, `docsWithLeanVersionData` in the
 *   site config): the map of every doc leaves the data every docs page loads; the docs' descriptions are a
 *   module that theme/useDocDescription reads; a version route per sidebar (node/versionSidebars.ts), so a
 *   page loads its own sidebar only.
 * - theme/ApiPage: the data file's download starts with the prerendered page.
 * - theme/useMiscasedPath: whether the router matched the current path only without regard to case, read
 *   from the generated route table, for the site's Layout wrapper to show the not-found page as the server does.
 */
function clientBundlePlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  // Made once, by the first bundler configuration of a production build: the server's and the browser's.
  let routeTable: ClientRouteTable | undefined;
  let siteConfig: Record<string, string> | undefined;
  return {
    name: 'client-bundle',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    // Reads the site config from Docusaurus's generated module, before the first render (see the module).
    getClientModules: () => [path.resolve(__dirname, 'theme/announcementBar.ts')],

    configureWebpack(config, isServer, {currentBundler}) {
      const production = config.mode === 'production';
      if (production && options.dataFileComponents.length)
        routeTable ??= emitClientRouteTable(
          context.generatedFilesDir,
          path.join(context.generatedFilesDir, 'client-bundle', 'route-table'),
          options.dataFileComponents,
        );
      const dataVersion = new currentBundler.instance.DefinePlugin({
        [DATA_VERSION_CONSTANT]: JSON.stringify(routeTable?.dataVersion ?? null),
      });
      if (isServer) return {plugins: [dataVersion]};
      if (production)
        siteConfig ??= emitClientSiteConfig(
          context.generatedFilesDir,
          path.join(context.generatedFilesDir, 'client-bundle', 'site-config'),
        );
      const generatedSwaps = Object.entries({...routeTable?.files, ...siteConfig}).map(
        ([request, replacement]) => ({issuer: /^/, request, replacement}),
      );
      const {minimizer} = config.optimization ?? {};
      const keepNames = production && minimizer && options.keepNamesChunks.length > 0;
      return {
        optimization: {
          splitChunks: {chunks: splittableChunks(options.keepNamesChunks), cacheGroups: chunkGroups},
          ...(keepNames && {
            minimizer: keepNamesMinimizers(currentBundler.instance, minimizer, options.keepNamesChunks),
          }),
        },
        mergeStrategy: {'optimization.minimizer': 'replace'},
        plugins: [
          dataVersion,
          swapModules(currentBundler, [...swaps, ...generatedSwaps]),
          ...(production ? [compileHintsPlugin(currentBundler, context.generatedFilesDir)] : []),
        ],
      };
    },

    async postBuild({outDir}) {
      for (const {path: routePath, json} of routeTable?.dataFiles ?? []) {
        const file = path.join(outDir, `${routePath.slice(context.baseUrl.length)}.json`);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, json);
      }
    },
  };
}

/** As in the other plugins: Docusaurus validates a function plugin's options through this property. */
export default Object.assign(clientBundlePlugin, {validateOptions}) as unknown as PluginModule;
