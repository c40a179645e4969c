import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {toCategoryAnchor} from './model/permalinks';
import {toPageData} from './model/toPageData';
import type {ApiIndexData, ApiModel, ApiPage, ApiPaginationLink} from './types';

/** The route components and the shared sidebar data module. */
export interface RouteOptions {
  apiPageComponent: string;
  apiIndexComponent: string;
  /** Path of the data module holding the `api` sidebar (written once with `createData`). */
  sidebarModule: string;
  /** The site's base URL (`/`), which route paths and sidebar links include. */
  baseUrl: string;
}

/** The sidebar name of every API route. */
export const API_SIDEBAR_ID = 'api';

/**
 * One route per page plus the overview. Each page's props are only its own data; the sidebar is one
 * shared module, so every page loads the same cached chunk.
 */
export function buildApiRoutes(model: ApiModel, options: RouteOptions): RouteConfig[] {
  const withBase = (permalink: string) => `${options.baseUrl.replace(/\/$/, '')}${permalink}`;
  const route = (path: string, component: string, props: Record<string, unknown>): RouteConfig => ({
    path: withBase(path),
    component,
    exact: true,
    sidebar: API_SIDEBAR_ID,
    modules: {sidebar: options.sidebarModule},
    props,
  });
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  const ordered = model.categories.flatMap((category) => category.pageIds.map((id) => pageById.get(id)!));
  const overviewLink: ApiPaginationLink = {title: 'Overview', permalink: model.indexPermalink};
  const link = (page: ApiPage | undefined): ApiPaginationLink | undefined =>
    page && {title: page.name, permalink: page.permalink};

  const indexData: ApiIndexData = {
    packageName: model.packageName,
    packageVersion: model.packageVersion,
    categories: model.categories.map((category) => ({
      name: category.name,
      id: toCategoryAnchor(category.name),
      entries: model.index.filter((entry) => entry.category === category.name),
    })),
  };
  return [
    route(model.indexPermalink, options.apiIndexComponent, {index: indexData}),
    ...ordered.map((page, i) => {
      const previous = i === 0 ? overviewLink : link(ordered[i - 1]);
      const next = link(ordered[i + 1]);
      return route(page.permalink, options.apiPageComponent, {
        page: toPageData(page, {
          ...(previous && {previous}),
          ...(next && {next}),
          categoryHref: `${model.indexPermalink}#${toCategoryAnchor(page.category)}`,
          breadcrumbs: [
            {label: 'API', href: model.indexPermalink},
            {label: page.category, href: `${model.indexPermalink}#${toCategoryAnchor(page.category)}`},
            {label: page.name},
          ],
        }),
      });
    }),
  ];
}

/** The `api` sidebar: the overview, then one collapsed category per `ApiCategory`. */
export function buildApiSidebar(model: ApiModel, baseUrl: string): PropSidebar {
  const withBase = (permalink: string) => `${baseUrl.replace(/\/$/, '')}${permalink}`;
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  return [
    {type: 'link', label: 'Overview', href: withBase(model.indexPermalink)},
    ...model.categories.map((category) => ({
      type: 'category' as const,
      label: category.name,
      collapsed: true,
      collapsible: true,
      items: category.pageIds.map((id) => {
        const page = pageById.get(id)!;
        return {type: 'link' as const, label: page.name, href: withBase(page.permalink)};
      }),
    })),
  ];
}
