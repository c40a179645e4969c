// Kept apart from searchEngine.ts so that the navbar button can know these without pulling in MiniSearch.

/** The index's head (packIndex.ts) in the build output, served at `{baseUrl}search-index.json`. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The folder of the index's term shards and result chunks, next to the head, by the head's `key`. */
const SEARCH_FILES_DIR = 'search-index';

/** A term shard's file, relative to the head's folder: its key (a character) as a code point in hex. */
export const toShardFile = (key: string, shardKey: string): string =>
  `${SEARCH_FILES_DIR}/${key}/terms-${shardKey.codePointAt(0)!.toString(16)}.json`;

/** A result chunk's file, relative to the head's folder. */
export const toChunkFile = (key: string, number: number): string =>
  `${SEARCH_FILES_DIR}/${key}/docs-${number}.json`;

/** Path of the full results page (`/search?q=…`), without the base URL. */
export const SEARCH_PAGE_PATH = '/search';

/** The id of the navbar's search input, which the early shortcut script (`earlyShortcuts.ts`) focuses. */
export const NAVBAR_SEARCH_INPUT_ID = 'navbar-search-input';

/** Set on the navbar's search form once it has hydrated: from then on the SearchBar handles the shortcuts. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The most hits the dialog lists (the results page has the rest); it fetches the result chunks of these only. */
export const DIALOG_MAX_HITS = 10;

/** The query-string parameter of the results page. */
export const SEARCH_QUERY_PARAM = 'q';

/** The results page's parameter for the version filter (`version=16`, `version=all`); absent for the default. */
export const SEARCH_VERSION_PARAM = 'version';

/**
 * The browser bundle's chunks that search loads once the reader reaches for it: the dialog's own code, and the
 * code the dialog shares with the /search page (MiniSearch included). They are named so that what a first query
 * fetches can be counted from the build output; `SearchBar` repeats the dialog's name in its import comment.
 */
export const SEARCH_CHUNKS = {dialog: 'search-dialog', shared: 'search'} as const;
