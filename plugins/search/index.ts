import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {loadApiReferences, loadDocsOutline, type ApiReference, type OutlinedDoc} from '../typedoc-api';
import {toSearchRecords, toSearchVersions} from './node/toSearchRecords';
import {SEARCH_INDEX_FILE, SEARCH_PAGE_PATH, toChunkFile, toShardFile} from './shared/constants';
import {EARLY_SHORTCUTS_SCRIPT} from './shared/earlyShortcuts';
import type {SearchGlobalData} from './shared/globalData';
import {packIndex} from './shared/packIndex';
import {createSearchIndex} from './shared/searchEngine';

// For the tests and the bench, which read the built index and count what a first query fetches.
export {
  DIALOG_MAX_HITS,
  SEARCH_CHUNKS,
  SEARCH_INDEX_FILE,
  toChunkFile,
  toShardFile,
} from './shared/constants';
export type {ResultChunk, SearchHead, TermShard} from './shared/packIndex';
export {loadSearchIndex, searchIndex, withHits, withQuery} from './shared/searchIndex';
// Its hash goes into the Content-Security-Policy (plugins/csp's `inlineScripts`).
export {EARLY_SHORTCUTS_SCRIPT} from './shared/earlyShortcuts';

/** The docs and API plugins whose pages are indexed. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const API_PLUGIN = 'typedoc-api';

/**
 * Offline search: one MiniSearch index of the API pages and their members, in every documented major of
 * graphql, and of the tutorials' sections, written next to the pages after the build as a head, term shards and
 * result chunks (packIndex.ts); the browser fetches the head on first use and the rest as queries need it; no
 * service is involved.
 *
 * The API records come from the typedoc-api models (every instance, newest major first) and the same outlines
 * the API pages render; the docs pages' sections come from the docs outline (each page's MDX, parsed once).
 * The index is written after a production build only, so the dev server never pays for it. The theme provides `@theme/SearchBar` (navbar button and dialog) and the `/search?q=`
 * results page.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  let apis: Promise<ApiReference[]> | undefined;
  let docs: Promise<OutlinedDoc[]> | undefined;

  return {
    name: 'search',
    getThemePath: () => path.resolve(__dirname, 'theme'),

    // At the start of every page's body: the shortcuts work from the first paint, before the site's code runs.
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: EARLY_SHORTCUTS_SCRIPT}]}),

    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_PATH.slice(1)}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    // Only remembered here: indexing happens in postBuild, so the dev server never pays for it.
    async allContentLoaded({allContent, actions}) {
      if (!allContent[API_PLUGIN] || !allContent[DOCS_PLUGIN])
        throw new Error(`search needs the ${API_PLUGIN} and ${DOCS_PLUGIN} plugins`);
      apis = loadApiReferences(allContent, context);
      docs = loadDocsOutline(allContent, context.siteDir);
      const models = Object.values(allContent[API_PLUGIN]) as ApiReference['model'][];
      actions.setGlobalData({versions: toSearchVersions(models)} satisfies SearchGlobalData);
    },

    async postBuild({outDir}) {
      const references = await apis!;
      const records = toSearchRecords({site: context.siteConfig, apis: references, docs: await docs!});
      const versions = toSearchVersions(references.map((reference) => reference.model));
      const built = createSearchIndex(records);
      // The shards' and chunks' folder is named for the index, so that a cached file of another build is never
      // read with this head.
      const key = createHash('sha256')
        .update(JSON.stringify(packIndex(built, versions, '')))
        .digest('hex');
      const {head, shards, chunks} = packIndex(built, versions, key.slice(0, 12));
      const files = [
        [SEARCH_INDEX_FILE, head] as const,
        ...Object.entries(shards).map(
          ([shardKey, shard]) => [toShardFile(head.key, shardKey), shard] as const,
        ),
        ...chunks.map((chunk, number) => [toChunkFile(head.key, number), chunk] as const),
      ].map(([file, content]) => [file, JSON.stringify(content)] as const);
      await mkdir(path.dirname(path.join(outDir, toChunkFile(head.key, 0))), {recursive: true});
      await Promise.all(files.map(([file, json]) => writeFile(path.join(outDir, file), json)));
      const gzip = (json: string) => gzipSync(json).length;
      const largest = (prefix: (file: string) => boolean) =>
        Math.max(...files.filter(([file]) => prefix(file)).map(([, json]) => gzip(json)));
      const count = (kind: (record: (typeof records)[number]) => boolean) => records.filter(kind).length;
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      logger.info(
        `search: indexed ${count((r) => r.kind !== 'tutorial' && r.kind !== 'member')} API pages, ` +
          `${count((r) => r.kind === 'member')} members and ${count((r) => r.kind === 'tutorial')} tutorial ` +
          `sections in ${SEARCH_INDEX_FILE} (${kB(gzip(files[0][1]))} gzip) with ${Object.keys(shards).length} ` +
          `term shards (the largest ${kB(largest((file) => file.includes('/terms-')))} gzip) and ${chunks.length} ` +
          `result chunks (the largest ${kB(largest((file) => file.includes('/docs-')))} gzip)`,
      );
    },
  };
}
