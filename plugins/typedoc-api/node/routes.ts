import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {ApiOutline} from '../shared/outline';
import {withoutBaseUrl} from '../shared/permalinks';
import type {ApiMarkdown, ApiModel, ApiPage, ApiVersionProps} from '../shared/types';
import type {ApiReference} from './apiReferences';
import {loadKnownFailures, withRunnableExamples} from './examples/runnableExamples';
import {toGuideSections} from './guideSections';
import type {OutlinedDoc} from './docsOutline/loadDocsOutline';
import type {PluginOptions} from './options';
import {toApiIndexProps, toApiPageProps} from './props';
import {ROLE_GROUPS_THRESHOLD, toRoleGroups} from './roles';
import {loadSinceTable, toSinceMarks, withSinceLabels, type SinceMarks} from './since/sinceMarks';
import {toVersionProps, type PageVersionProps} from './versionMarks';

/** The route components and the shared sidebar data module. */
export interface RouteOptions {
  apiPageComponent: string;
  apiIndexComponent: string;
  apiRootComponent: string;
  /** Path of the data module holding the `api` sidebar (written once with `createData`). */
  sidebarModule: string;
  /** The sidebar name of every route (see `toSidebarId`). */
  sidebarId: string;
  /** The version switch and change marks of each page (node/versionMarks.ts). */
  versionProps: {forPage(outline: ApiOutline<ApiMarkdown>): PageVersionProps; forIndex: ApiVersionProps};
  /** The site's base URL (`/`), which route paths and sidebar links include. */
  baseUrl: string;
  /** The releases that added each export, for the overview's filter (the `sinceTable` option). */
  since?: Pick<SinceMarks, 'addedOf'>;
}

/** The sidebar name of every API route of the default instance. */
export const API_SIDEBAR_ID = 'api';

/** The sidebar name of an instance's API routes: `api`, or `api-v16` for the instance `v16`. */
export function toSidebarId(instanceId: string): string {
  return instanceId === 'default' ? API_SIDEBAR_ID : `${API_SIDEBAR_ID}-${instanceId}`;
}

/**
 * One route per page plus the overview. Each page's props are only its own outline; the sidebar is one
 * shared module, so every page loads the same cached chunk.
 *
 * The routes are nested like their URLs: `/api`, then one level per folder (`/api/function`). React-router
 * finds a route by testing each path in turn; nested, a tutorial skips every API page and an API page tests
 * only its own folder.
 */
export function buildApiRoutes(
  model: ApiModel,
  outlines: readonly ApiOutline<ApiMarkdown>[],
  options: RouteOptions,
): RouteConfig[] {
  const withBase = (permalink: string) => `${options.baseUrl.replace(/\/$/, '')}${permalink}`;
  const route = (path: string, component: string, props: Record<string, unknown>): RouteConfig => ({
    path: withBase(path),
    component,
    exact: true,
    sidebar: options.sidebarId,
    modules: {sidebar: options.sidebarModule},
    props,
  });
  const level = (path: string, routes: RouteConfig[]): RouteConfig => ({
    path: withBase(path),
    component: options.apiRootComponent,
    routes,
  });
  const folderOf = (outline: ApiOutline<ApiMarkdown>) =>
    outline.permalink.slice(0, outline.permalink.lastIndexOf('/'));
  const folders = [...new Set(outlines.map(folderOf))];
  return [
    level(model.indexPermalink, [
      route(
        model.indexPermalink,
        options.apiIndexComponent,
        toApiIndexProps(model, options.versionProps.forIndex, options.since?.addedOf),
      ),
      ...folders.map((folder) =>
        level(
          folder,
          outlines
            .filter((outline) => folderOf(outline) === folder)
            .map((outline) =>
              route(
                outline.permalink,
                options.apiPageComponent,
                toApiPageProps(outline, options.versionProps.forPage(outline)),
              ),
            ),
        ),
      ),
    ]),
  ];
}

/**
 * The `api` sidebar: the overview, then one collapsed category per `ApiCategory`. Big categories
 * (graphql's `Types` has over 100 pages) get one sub-category per role, as on the overview: an expanded
 * category is rendered into every page's HTML, so its size counts against each page.
 */
export function buildApiSidebar(
  model: ApiModel,
  baseUrl: string,
  splitThreshold = ROLE_GROUPS_THRESHOLD,
): PropSidebar {
  const withBase = (permalink: string) => `${baseUrl.replace(/\/$/, '')}${permalink}`;
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  const link = (page: ApiPage): PropSidebarItem => ({
    type: 'link',
    label: page.name,
    href: withBase(page.permalink),
  });
  const category = (label: string, items: PropSidebarItem[]): PropSidebarItem => ({
    type: 'category',
    label,
    collapsed: true,
    collapsible: true,
    items,
  });
  return [
    {type: 'link', label: 'Overview', href: withBase(model.indexPermalink)},
    ...model.categories.map(({name, pageIds}) => {
      const groups = toRoleGroups(
        pageIds.map((id) => pageById.get(id)!),
        splitThreshold,
      );
      const [only] = groups;
      return only.title === undefined
        ? category(name, only.pages.map(link))
        : category(
            name,
            groups.map((group) => category(group.title!, group.pages.map(link))),
          );
    }),
  ];
}

/** Each page's version props with its export's "Added in" and "Deprecated in" (`since`). */
function withSince(
  versionProps: RouteOptions['versionProps'],
  since: SinceMarks,
): RouteOptions['versionProps'] {
  return {
    ...versionProps,
    forPage(outline) {
      const {props, memberMarks} = versionProps.forPage(outline);
      const marks = since.forPage(outline);
      return {props: {...props, ...(marks && {since: marks})}, memberMarks};
    },
  };
}

/**
 * Adds the routes of one instance: its overview and pages, with their version marks from comparing its
 * reference with the other instances' (the package's other majors), and its sidebar as one data module.
 */
export async function createApiRoutes({
  references,
  current,
  docs,
  options,
  siteDir,
  baseUrl,
  actions,
}: {
  /** Every instance's reference (see loadApiReferences). */
  references: readonly ApiReference[];
  current: ApiReference;
  /** The docs outline (loadDocsOutline). */
  docs: readonly OutlinedDoc[];
  options: PluginOptions;
  siteDir: string;
  baseUrl: string;
  actions: PluginContentLoadedActions;
}): Promise<void> {
  const {model, outlines} = current;
  const others = references.filter((reference) => reference !== current);
  const {upgradeGuide} = options;
  // The guide's own page, when the site has it: the marks link to the section that explains each symbol.
  const guidePage =
    upgradeGuide && docs.find((doc) => withoutBaseUrl(doc.page.permalink, baseUrl) === upgradeGuide.path);
  const versionProps = toVersionProps(
    model,
    outlines,
    others,
    upgradeGuide && {
      path: upgradeGuide.path,
      replacements: JSON.parse(await readFile(path.resolve(siteDir, upgradeGuide.replacementsFile), 'utf8')),
      ...(guidePage && {sections: toGuideSections(guidePage.tree)}),
    },
  );
  const sidebarModule = await actions.createData(
    'api-sidebar.json',
    JSON.stringify(buildApiSidebar(model, baseUrl)),
  );
  const knownFailures =
    options.examples && (await loadKnownFailures(siteDir, options.examples.knownFailures));
  const sinceFile = options.sinceTable && path.resolve(siteDir, options.sinceTable);
  const since = sinceFile
    ? toSinceMarks(await loadSinceTable(sinceFile), model.packageVersion, sinceFile)
    : undefined;
  const pageOutlines = outlines.map((outline) => {
    const runnable = knownFailures
      ? withRunnableExamples(outline, model.packageVersion, knownFailures)
      : outline;
    return since ? withSinceLabels(runnable, since.memberLabels(outline)) : runnable;
  });
  const routes = buildApiRoutes(model, pageOutlines, {
    ...options,
    sidebarModule,
    sidebarId: toSidebarId(options.id),
    versionProps: since ? withSince(versionProps, since) : versionProps,
    baseUrl,
    since,
  });
  routes.forEach((route) => actions.addRoute(route));
}
