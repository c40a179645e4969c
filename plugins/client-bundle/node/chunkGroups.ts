import {SEARCH_CHUNKS} from '../../search';

/**
 * How the browser bundle's async code is grouped into chunks (the bundler's `splitChunks.cacheGroups`).
 *
 * - `theme`: theme modules that more than one page component uses go to one shared chunk instead of a copy
 *   in each page's chunks: the API pages and the tutorials share one theme. The code block's highlighting
 *   helpers join it, as the theme's CodeBlock uses them: otherwise each docs page's content chunk, its
 *   DocItem chunk and each API page's chunk carried a copy (1.4 kB of gzip each).
 * - `api-theme` and `tabs`: the API reference's own components, and the tabs that only some docs pages
 *   use, each a chunk of its own above `theme`, which every page loads (a `minSize` of 0: they are smaller
 *   than the bundler's default minimum).
 * - `search`: what the search dialog shares with the /search page (the engine and the results' components)
 *   is one chunk, above `theme`; otherwise the results' components, used by two chunks, would join the theme
 *   chunk that every page loads. The engine's libraries (MiniSearch, the stemmer) join it. Search's constants
 *   stay out: the navbar button, which every page loads, imports them.
 */
export const chunkGroups = {
  theme: {
    test: /[\\/](node_modules[\\/](@docusaurus[\\/](theme-common|theme-classic|plugin-content-docs|core[\\/]lib[\\/]client)|@mdx-js|clsx|parse-numeric-range)|src[\\/]theme|plugins[\\/]([^\\/]+[\\/]theme|code-highlighting[\\/]shared))[\\/]/,
    name: 'theme',
    chunks: 'async',
    minChunks: 2,
    priority: 30,
    reuseExistingChunk: true,
  },
  apiTheme: {
    test: /[\\/]plugins[\\/](typedoc-api[\\/]theme|markdown-twins[\\/]theme[\\/]ApiLayout)[\\/]/,
    name: 'api-theme',
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: 35,
    reuseExistingChunk: true,
  },
  tabs: {
    test: /[\\/](node_modules[\\/]@docusaurus[\\/](theme-classic[\\/]lib[\\/]theme[\\/]Tab(s|Item)|theme-common[\\/]lib[\\/]utils[\\/]tabsUtils)|src[\\/]theme[\\/]Tab(s|Item))[\\/.]/,
    name: 'tabs',
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: 35,
    reuseExistingChunk: true,
  },
  search: {
    test: /[\\/](plugins[\\/]search[\\/](theme[\\/]SearchResults[\\/]|shared[\\/](?!constants\.))|node_modules[\\/](minisearch|stemmer)[\\/])/,
    name: SEARCH_CHUNKS.shared,
    chunks: 'async',
    priority: 40,
    enforce: true,
  },
} as const;
