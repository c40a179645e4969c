import logger from '@docusaurus/logger';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {withoutBaseUrl, type ApiModel} from '../typedoc-api';
import {loadTutorialRecords} from './node/loadTutorialRecords';
import {toApiRecords} from './node/toApiRecords';
import type {TutorialPage} from './node/toTutorialRecords';
import {SEARCH_INDEX_FILE, SEARCH_PAGE_PATH} from './shared/constants';
import {createSearchIndex} from './shared/searchEngine';
import type {SearchRecord} from './shared/types';

/** The docs and API plugins whose pages are indexed (both use the default plugin id). */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const API_PLUGIN = 'typedoc-api';

/**
 * Offline search: one MiniSearch index of the API pages and of the tutorials' sections, written next to
 * the pages after the build and fetched by the browser on first use; no service is involved.
 *
 * The API records come from the typedoc-api model (`allContentLoaded`); the tutorial sections come from
 * the built HTML (`postBuild`), which is why the index only exists in production builds. The theme
 * provides `@theme/SearchBar` (navbar button and dialog) and the `/search?q=` results page.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  let apiRecords: SearchRecord[] = [];
  let tutorialPages: TutorialPage[] = [];

  return {
    name: 'search',
    getThemePath: () => path.resolve(__dirname, 'theme'),

    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_PATH.slice(1)}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    async allContentLoaded({allContent}) {
      const model = allContent[API_PLUGIN]?.default as ApiModel | undefined;
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      if (!model || !docs) throw new Error(`search needs the ${API_PLUGIN} and ${DOCS_PLUGIN} plugins`);
      apiRecords = toApiRecords(model);
      tutorialPages = docs.loadedVersions
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({permalink: withoutBaseUrl(doc.permalink, context.baseUrl), title: doc.title}));
    },

    async postBuild({outDir}) {
      const tutorialRecords = await loadTutorialRecords(outDir, tutorialPages);
      const json = JSON.stringify(createSearchIndex([...apiRecords, ...tutorialRecords]));
      await writeFile(path.join(outDir, SEARCH_INDEX_FILE), json);
      const kiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      logger.info(
        `search: indexed ${apiRecords.length} API pages and ${tutorialRecords.length} tutorial sections ` +
          `in ${SEARCH_INDEX_FILE} (${kiB(Buffer.byteLength(json))}, ${kiB(gzipSync(json).length)} gzip)`,
      );
    },
  };
}
