import {SEARCH_CHUNKS} from '../../search';

/**
 * How the browser bundle's async code is grouped into chunks (the bundler's `splitChunks.cacheGroups`).
 *
 * - `theme`: theme modules that more than one page component uses go to one shared chunk instead of a copy
 *   in each page's chunks: the API pages and the tutorials share one theme.
 * - `search`: what the search dialog shares with the /search page (the engine and the results' components)
 *   is one chunk, above `theme`; otherwise the results' components, used by two chunks, would join the theme
 *   chunk that every page loads. The engine's libraries (MiniSearch, the stemmer) join it. Search's constants
 *   stay out: the navbar button, which every page loads, imports them.
 */
export const chunkGroups = {
  theme: {
    test: /[\\/](node_modules[\\/](@docusaurus[\\/](theme-common|theme-classic|plugin-content-docs|core[\\/]lib[\\/]client)|@mdx-js|clsx)|src[\\/]theme|plugins[\\/][^\\/]+[\\/]theme)[\\/]/,
    name: 'theme',
    chunks: 'async',
    minChunks: 2,
    priority: 30,
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
