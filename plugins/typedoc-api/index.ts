import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import path from 'node:path';
import {validateOptions, type PluginOptions} from './node/options';
import {buildApiRoutes, buildApiSidebar} from './node/routes';
import type {UnresolvedLink} from './node/model/toApiModel';
import type {ApiModel} from './shared/types';

export type * from './shared/types';
export type {Options, PluginOptions} from './node/options';
export {DEFAULT_OPTIONS, validateOptions} from './node/options';
export {signatureToString, typeToString} from './node/model/typeToString';
export {makeApiModel, makeApiPage} from './node/__tests__/makeApiPage';

/**
 * Runs TypeDoc over the entry point and converts its output to the API model. TypeDoc is imported on first
 * use, not with this module: the site config is evaluated more than once, and TypeDoc warns when its module
 * is instantiated twice.
 */
export async function loadApiModel(
  siteDir: string,
  options: PluginOptions,
): Promise<{model: ApiModel; unresolvedLinks: UnresolvedLink[]}> {
  const {loadApiModel: load} = await import('./node/loadApiModel');
  return load(siteDir, options);
}

/**
 * Generates one page per export of a package from its `.d.ts` files (TypeDoc), under `/api`.
 * Other plugins read the model in `allContentLoaded` as `allContent['typedoc-api'][options.id]`.
 */
function typedocApiPlugin(context: LoadContext, options: PluginOptions): Plugin<ApiModel> {
  return {
    name: 'typedoc-api',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    getPathsToWatch: () => [path.resolve(context.siteDir, options.entryPoint)],

    async loadContent() {
      const start = Date.now();
      const {model, unresolvedLinks} = await loadApiModel(context.siteDir, options);
      const counts = new Map<string, number>();
      for (const page of model.pages) counts.set(page.kind, (counts.get(page.kind) ?? 0) + 1);
      logger.info(
        `typedoc-api: ${model.pages.length} pages (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}) in ${Date.now() - start} ms`,
      );
      if (unresolvedLinks.length) {
        const list = unresolvedLinks.map((link) => `- ${link.pageId}: {@link ${link.text}}`).join('\n');
        logger.warn(`typedoc-api: ${unresolvedLinks.length} doc-comment links resolve to no page:\n${list}`);
      }
      return model;
    },

    async contentLoaded({content, actions}) {
      const sidebarModule = await actions.createData(
        'api-sidebar.json',
        JSON.stringify(buildApiSidebar(content, context.baseUrl)),
      );
      const routes = buildApiRoutes(content, {...options, sidebarModule, baseUrl: context.baseUrl});
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}

/**
 * Docusaurus passes a function plugin's options through its `validateOptions` property before calling
 * it, but `PluginModule` types those options (and the content) as `unknown`; hence the cast.
 */
export default Object.assign(typedocApiPlugin, {validateOptions}) as unknown as PluginModule;
