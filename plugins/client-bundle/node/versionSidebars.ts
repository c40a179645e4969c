import type {RouteConfig} from '@docusaurus/types';

const FILE = 'plugins/client-bundle/node/versionSidebars.ts';

/** What the docs plugin's version route hands its components, as far as this file reads it. */
interface VersionProp {
  docsSidebars: Record<string, unknown>;
}

/** The version data of a route, when it is the docs plugin's version route. */
function versionOf(route: RouteConfig): VersionProp | undefined {
  const version = (route.props as {version?: Partial<VersionProp>} | undefined)?.version;
  return version?.docsSidebars ? (version as VersionProp) : undefined;
}

/** The path a set of routes share, by whole segments: `/docs/guides` for `/docs/guides/` and `/docs/guides/x`. */
function commonPath(paths: string[]): string {
  const [first, ...rest] = paths.map((routePath) => routePath.split('/').filter(Boolean));
  let shared = 0;
  while (shared < first.length && rest.every((segments) => segments[shared] === first[shared])) shared += 1;
  return `/${first.slice(0, shared).join('/')}`;
}

const isUnder = (routePath: string, prefix: string) =>
  routePath === prefix || routePath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * One version route per sidebar, in place of the docs plugin's one: each under the path its docs share
 * (`/docs/guides`), holding its docs and, in its version data, its own sidebar only; the version route the
 * plugin made stays last, with the docs of no sidebar and the tag pages. The router takes the first route whose
 * path starts the URL, and the docs plugin's DocRoot finds a page's sidebar by the `sidebar` of the doc route it
 * matches among its own routes: each page finds its own, and the sidebars of the other sections stay out of the
 * data its first visit loads.
 */
export function splitVersionRoute(version: RouteConfig): RouteConfig[] {
  const data = versionOf(version)!;
  const root = version.routes?.find((child) => child.exact === false);
  if (!root?.routes)
    throw new Error(`${FILE}: the docs plugin's version route ${version.path} has no DocRoot route of docs.`);
  const bySidebar = new Map<string, RouteConfig[]>();
  for (const doc of root.routes) {
    const sidebar = (doc.sidebar as string | undefined) ?? '';
    bySidebar.set(sidebar, [...(bySidebar.get(sidebar) ?? []), doc]);
  }
  const split: RouteConfig[] = [];
  for (const [sidebar, docs] of bySidebar) {
    if (!sidebar) continue;
    const prefix = commonPath(docs.map((doc) => doc.path));
    const others = root.routes.filter((doc) => doc.sidebar !== sidebar && isUnder(doc.path, prefix));
    if (prefix === version.path || others.length > 0)
      throw new Error(
        `${FILE}: the docs of ${sidebar} share no path of their own (${prefix}` +
          `${others.length ? `, also the path of ${others[0].path}` : ''}); put each sidebar's docs in a folder.`,
      );
    split.push({
      ...version,
      path: prefix,
      routes: [{...root, path: prefix, routes: docs}],
      props: {...version.props, version: {...data, docsSidebars: {[sidebar]: data.docsSidebars[sidebar]}}},
    });
  }
  const rest: RouteConfig = {
    ...version,
    routes: version.routes!.map((child) =>
      child === root ? {...root, routes: bySidebar.get('') ?? []} : child,
    ),
    props: {...version.props, version: {...data, docsSidebars: {}}},
  };
  return [...split, rest];
}

/**
 * The routes that take `route`'s place: its version routes split by sidebar (splitVersionRoute), wherever they
 * are in it (the docs plugin adds its version routes under a root route of its own).
 */
export function splitBySidebar(route: RouteConfig): RouteConfig[] {
  if (versionOf(route)) return splitVersionRoute(route);
  return [route.routes ? {...route, routes: route.routes.flatMap(splitBySidebar)} : route];
}
