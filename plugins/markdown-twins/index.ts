import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {loadApiReferences, loadDocsOutline, type ApiReference, type OutlinedDoc} from '../typedoc-api';
import {loadTwins} from './node/loadTwins';
import {validateOptions, type PluginOptions} from './node/options';

export type {Options} from './node/options';
export {toTwinPath} from './shared/twinPaths';

/**
 * Publishes a Markdown twin of every page at its path plus `.md`, with `/llms.txt` and `/llms-full.txt`,
 * as plain files in the build output: they are not routes, so neither the sitemap nor the broken-link
 * checker sees them. Its theme puts "Copy page" and "View as Markdown" above every doc and API article.
 */
function markdownTwinsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  let docs: DocsContent | undefined;
  // Every API plugin instance's reference, in plugin order: the current version first.
  let apis: Promise<ApiReference[]> | undefined;
  let outlines: Promise<OutlinedDoc[]> | undefined;
  return {
    name: 'markdown-twins',
    getThemePath: () => path.resolve(__dirname, 'theme'),

    // Only remembered here: converting happens in postBuild, so the dev server never pays for it.
    allContentLoaded({allContent}) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      apis = loadApiReferences(allContent, context);
      outlines = loadDocsOutline(allContent, context.siteDir);
    },

    async postBuild({outDir}) {
      const {siteConfig, siteDir} = context;
      const files = loadTwins({
        siteDir,
        site: {
          url: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          title: siteConfig.title,
          tagline: siteConfig.tagline,
        },
        summary: options.summary,
        docs,
        apis: await apis,
        outlines: await outlines!,
      });
      await Promise.all(
        [...files].map(async ([file, text]) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, text);
        }),
      );
      logger.info(`markdown-twins: wrote ${files.size} Markdown files`);
    },
  };
}

/** As in the typedoc-api plugin: Docusaurus validates a function plugin's options through this property. */
export default Object.assign(markdownTwinsPlugin, {validateOptions}) as unknown as PluginModule;
export {validateOptions};
