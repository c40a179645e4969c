import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {loadApiReferences} from './node/apiReferences';
import {loadDocsOutline} from './node/docsOutline/loadDocsOutline';
import {loadApiContent} from './node/loadApiModel';
import {validateOptions, type PluginOptions} from './node/options';
import {createApiRoutes} from './node/routes';
import type {ApiModel} from './shared/types';

export type * from './shared/types';
export type * from './shared/outline';
export type {Options, PluginOptions} from './node/options';
export type {ApiReference} from './node/apiReferences';
export type {DocPage, OutlinedDoc} from './node/docsOutline/loadDocsOutline';
export type {DocOutline, DocSection} from './node/docsOutline/toDocOutline';
export {DEFAULT_OPTIONS, validateOptions} from './node/options';
export {loadApiReferences} from './node/apiReferences';
export {docPagesOf, loadDocsOutline, outlineDocs} from './node/docsOutline/loadDocsOutline';
export {toDocOutline} from './node/docsOutline/toDocOutline';
export {codeText} from './node/outline/toCode';
export {anchorOf, toPagePermalink, toPermalink, withoutBaseUrl} from './shared/permalinks';
export {sectionsAroundMemberIndex} from './shared/memberIndexPlace';
export {toOverview} from './node/overview';
export {loadApiModel} from './node/loadApiModel';
export {toOutlines} from './node/outline/toOutlines';
export {toOverviewCounts} from './shared/overviewCounts';
// Pure: the redirects' build check resolves old fragments as the overview will.
export {resolveFragment} from './theme/ApiIndex/resolveFragment';

/**
 * Generates one page per export of a package from its `.d.ts` files (TypeDoc), under `/api`. Its content is
 * the package's model; other plugins get every instance's reference, outlines included, from
 * `loadApiReferences(allContent, context)`.
 */
function typedocApiPlugin(context: LoadContext, options: PluginOptions): Plugin<ApiModel> {
  return {
    name: 'typedoc-api',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    getPathsToWatch: () => [path.resolve(context.siteDir, options.entryPoint)],

    loadContent: () => loadApiContent(context.siteDir, options),

    // Routes are added once every plugin has loaded: each page lists the docs pages that link to it.
    async allContentLoaded({allContent, actions}) {
      const references = await loadApiReferences(allContent, context);
      const model = allContent['typedoc-api']![options.id];
      await createApiRoutes({
        references,
        current: references.find((reference) => reference.model === model)!,
        docs: await loadDocsOutline(allContent, context.siteDir),
        options,
        siteDir: context.siteDir,
        baseUrl: context.baseUrl,
        actions,
      });
    },
  };
}

/**
 * Docusaurus passes a function plugin's options through its `validateOptions` property before calling
 * it, but `PluginModule` types those options (and the content) as `unknown`; hence the cast.
 */
export default Object.assign(typedocApiPlugin, {validateOptions}) as unknown as PluginModule;
