import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import {toDataVersion} from './node/clientRouteTable';
import {emitClientRouteTable} from './node/emitClientRouteTable';
import {getInstancePages, setInstancePages} from './node/instancePages';
import {loadOutlines, readDocSource} from './node/loadDocLinks';
import type {ApiGlobalData} from './shared/pageData';
import {validateOptions, type PluginOptions} from './node/options';
import {buildApiRoutes, buildApiSidebar, toSidebarId} from './node/routes';
import {toOutlines} from './node/outline/toOutlines';
import {toGuideSections} from './node/guideSections';
import {toVersionProps} from './node/versionMarks';
import {withoutBaseUrl} from './shared/permalinks';
import type {UnresolvedLink} from './node/model/toApiModel';
import type {ApiModel} from './shared/types';

export type * from './shared/types';
export type {Options, PluginOptions} from './node/options';
export {DEFAULT_OPTIONS, validateOptions} from './node/options';
export type * from './shared/outline';
export {codeText} from './node/outline/toCode';
export {toPermalink, withoutBaseUrl} from './shared/permalinks';
export {loadOutlines, type DocPage} from './node/loadDocLinks';
export {toOutlines} from './node/outline/toOutlines';
export {compareOutlines, type SymbolComparison} from './node/compare/compareOutlines';
export {toGuideSections, type GuideSections} from './node/guideSections';
export {toOverview} from './node/overview';
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
  // The API pages' routes as allContentLoaded added them: the data files come from them.
  let pageData: {path: string; json: string}[] = [];
  // Every instance's id, in plugin order, when this one is the first: it emits the browser's route table.
  let routeTableInstances: string[] | undefined;
  // Set in production builds only: the dev server keeps Docusaurus's route table, which it regenerates on
  // every change, and serves no data files. Docusaurus's build command sets NODE_ENV before it loads the site.
  let dataVersion: string | undefined;
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

    // Routes are added once every plugin has loaded: each page lists the docs pages that link to it.
    async allContentLoaded({allContent, actions}) {
      const content = allContent['typedoc-api']![options.id] as ApiModel;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const docPages = (docs?.loadedVersions ?? []).flatMap((version) => version.docs);
      const outlines = await loadOutlines(context.siteDir, content, docPages, context.siteConfig);
      // The other instances document the package's other majors: each page links to its symbol there and is
      // compared with it.
      const others = Object.entries(allContent['typedoc-api']!)
        .filter(([id]) => id !== options.id)
        .map(([, model]) => ({model: model as ApiModel, outlines: toOutlines(model as ApiModel)}));
      const {upgradeGuide} = options;
      // The guide's own page, when the site has it: the marks link to the section that explains each symbol.
      const guidePage = upgradeGuide
        ? docPages.find((doc) => withoutBaseUrl(doc.permalink, context.baseUrl) === upgradeGuide.path)
        : undefined;
      const versionProps = toVersionProps(
        content,
        outlines,
        others,
        upgradeGuide && {
          path: upgradeGuide.path,
          replacements: JSON.parse(
            await readFile(path.resolve(context.siteDir, upgradeGuide.replacementsFile), 'utf8'),
          ),
          ...(guidePage && {
            sections: toGuideSections(await readDocSource(context.siteDir, guidePage)),
          }),
        },
      );
      const sidebarModule = await actions.createData(
        'api-sidebar.json',
        JSON.stringify(buildApiSidebar(content, context.baseUrl)),
      );
      const routes = buildApiRoutes(content, outlines, {
        ...options,
        sidebarModule,
        sidebarId: toSidebarId(options.id),
        versionProps,
        baseUrl: context.baseUrl,
      });
      routes.forEach((route) => actions.addRoute(route));
      const flatten = (route: RouteConfig): RouteConfig[] => [
        route,
        ...(route.routes ?? []).flatMap(flatten),
      ];
      const pageRoutes = routes
        .flatMap(flatten)
        .filter((route) => route.component === options.apiPageComponent);
      pageData = pageRoutes.map((route) => ({path: route.path, json: JSON.stringify(route.props)}));
      if (process.env.NODE_ENV === 'production') {
        dataVersion = toDataVersion(pageData.map((page) => page.json));
        const attributes = {exact: pageRoutes[0].exact, sidebar: toSidebarId(options.id)};
        setInstancePages(context.generatedFilesDir, options.id, {pages: pageData, attributes, dataVersion});
      }
      const instanceIds = Object.keys(allContent['typedoc-api']!);
      routeTableInstances = instanceIds[0] === options.id ? instanceIds : undefined;
      actions.setGlobalData({dataVersion} satisfies ApiGlobalData);
    },

    // The browser bundle gets a route table without one entry per API page (node/clientRouteTable.ts),
    // emitted once, by the first instance, for the pages of all.
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || dataVersion === undefined || !routeTableInstances) return {};
      const files = emitClientRouteTable(
        context.generatedFilesDir,
        path.join(context.generatedFilesDir, 'typedoc-api', 'client-route-table'),
        getInstancePages(context.generatedFilesDir, routeTableInstances),
      );
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/(routes|routesChunkNames|registry)$/,
            (resolveData: {request: string}) => {
              resolveData.request = files[resolveData.request];
            },
          ),
        ],
      };
    },

    // Each page's data, beside its HTML, for the browser's route table.
    async postBuild({outDir}) {
      if (dataVersion === undefined) return;
      for (const {path: routePath, json} of pageData) {
        const file = path.join(outDir, `${routePath.slice(context.baseUrl.length)}.json`);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, json);
      }
    },
  };
}

/**
 * Docusaurus passes a function plugin's options through its `validateOptions` property before calling
 * it, but `PluginModule` types those options (and the content) as `unknown`; hence the cast.
 */
export default Object.assign(typedocApiPlugin, {validateOptions}) as unknown as PluginModule;
