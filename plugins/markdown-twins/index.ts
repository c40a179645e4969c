import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {ApiModel} from '../typedoc-api';
import {loadTwins} from './loadTwins';
import {validateOptions, type PluginOptions} from './options';

/**
 * Publishes a Markdown twin of every page at its path plus `.md`, with `/llms.txt` and `/llms-full.txt`,
 * as plain files in the build output: they are not routes, so neither the sitemap nor the broken-link
 * checker sees them. The theme's "Copy page" and "View as Markdown" actions point at them.
 */
function markdownTwinsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  let contents: {docs?: DocsContent; api?: ApiModel} = {};
  return {
    name: 'markdown-twins',

    // Only remembered here: converting happens in postBuild, so the dev server never pays for it.
    allContentLoaded({allContent}) {
      contents = {
        docs: allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
        api: allContent['typedoc-api']?.default as ApiModel | undefined,
      };
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
        ...contents,
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
