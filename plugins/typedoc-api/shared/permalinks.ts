import type {ApiKind} from './types';

/** Every kind of API page, each the folder of its pages, in the order pages of one name are listed. */
export const API_KINDS: readonly ApiKind[] = ['class', 'enum', 'function', 'interface', 'type', 'variable'];

/** The folder of the pages of types the package references but does not export. */
const INTERNAL_FOLDER = 'internal';

/** Public path of a symbol's page, e.g. `/api/function/parse`. The only place API URLs are built. */
export function toPermalink(routeBasePath: string, kind: ApiKind, name: string): string {
  return `${toKindPermalink(routeBasePath, kind)}/${encodeURIComponent(name)}`;
}

/**
 * Public path of the page of a type the package references but does not export, e.g. `/api/internal/Maybe`:
 * apart from the exported names, so that one name never means two pages of a kind.
 */
export function toInternalPermalink(routeBasePath: string, name: string): string {
  return `${toIndexPermalink(routeBasePath)}/${INTERNAL_FOLDER}/${encodeURIComponent(name)}`;
}

/** Public path of a page: an exported symbol's under its kind, another type's under `internal`. */
export function toPagePermalink(
  routeBasePath: string,
  page: {kind: ApiKind; name: string; notExported?: true},
): string {
  return page.notExported
    ? toInternalPermalink(routeBasePath, page.name)
    : toPermalink(routeBasePath, page.kind, page.name);
}

/** The path all pages of a kind are under, e.g. `/api/function`. It has no page of its own. */
export function toKindPermalink(routeBasePath: string, kind: ApiKind): string {
  return `${toIndexPermalink(routeBasePath)}/${kind}`;
}

/** Public path of the overview, e.g. `/api`. */
export function toIndexPermalink(routeBasePath: string): string {
  return `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`;
}

/** A link to a fragment of a page: `/api/class/GraphQLSchema#getType`. The only place such links are written. */
export function anchorOf(permalink: string, anchor: string): string {
  return `${permalink}#${anchor}`;
}

/**
 * Fragment id of a member on its owner's page. Static members get a prefix because a class may have a
 * static and an instance member of the same name; symbol-named members (`[toStringTag]`) lose brackets.
 */
export function toMemberAnchor(name: string, isStatic: boolean): string {
  const slug = name.replace(/[^\w$-]+/g, '') || 'member';
  return isStatic ? `static-${slug}` : slug;
}

/** Fragment id of a category's section on the overview, e.g. `schema-construction`. */
export function toCategoryAnchor(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A site path without the base URL (`/graphql-js/docs/tutorials` → `/docs/tutorials`), as API permalinks are:
 * docs permalinks carry the base URL.
 */
export function withoutBaseUrl(path: string, baseUrl: string): string {
  return path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
}

/** What a link to an API page names: the overview of its major, the page's path and the symbol. */
export interface LinkedApiPage {
  /** `/api/v16` */
  indexPermalink: string;
  /** `/api/v16/function/parse` */
  permalink: string;
  /** `parse` */
  name: string;
}

/**
 * The API page a link points to, the inverse of `toPagePermalink` (`/api/v16/function/parse#parameters` → the
 * page `/api/v16/function/parse`); `undefined` for a link to anything else.
 */
export function toLinkedApiPage(url: string): LinkedApiPage | undefined {
  const permalink = url.replace(/[?#].*$/, '');
  const match = /^(\/(?:[^/]+\/)*?[^/]+)\/([a-z]+)\/([^/]+)$/.exec(permalink);
  if (!match) return undefined;
  const [, indexPermalink, folder, name] = match;
  if (folder !== INTERNAL_FOLDER && !API_KINDS.includes(folder as ApiKind)) return undefined;
  return {indexPermalink, permalink, name: decodeURIComponent(name)};
}
