import {createElement, type ComponentType} from 'react';
import Loadable from 'react-loadable';
import type {RouteConfig} from 'react-router-config';
import registry from '@generated/registry';
import Loading from '@theme/Loading';
import {toDataFileUrl, type SharedRoute} from '../shared/dataFiles';

type LoadedModules = Record<string, {default: unknown}>;

/** The not-found page, loaded only for a name with no page: it is not part of the bundle every page loads. */
const NotFound = Loadable({loader: () => import('@theme/NotFound'), loading: Loading});

/**
 * A page's route props: the JSON file written beside its HTML at build time. A name with no page has no file:
 * its props are `undefined`, and the route shows the not-found page, as the server does for that path.
 */
async function loadPageData(path: string, dataVersion: string): Promise<{default: unknown}> {
  const response = await fetch(toDataFileUrl(path, dataVersion));
  if (response.status === 404) {
    await NotFound.preload();
    return {default: undefined};
  }
  if (!response.ok) throw new Error(`The data of ${path} did not load (${response.status})`);
  return {default: await response.json()};
}

/** A page's component: react-loadable, as Docusaurus's own routes use it. */
function createPageComponent(path: string, shared: SharedRoute) {
  const loader: Record<string, () => Promise<{default: unknown}>> = {
    __props: () => loadPageData(path, shared.dataVersion),
  };
  for (const [key, chunkName] of Object.entries(shared.chunkNames))
    loader[key] = registry[chunkName][0] as () => Promise<{default: unknown}>;
  return Loadable.Map({
    loader,
    loading: Loading,
    render(loaded: LoadedModules, props: object) {
      const {__comp, __props, ...modules} = Object.fromEntries(
        Object.entries(loaded).map(([key, module]) => [key, module.default]),
      );
      if (__props === undefined) return createElement(NotFound);
      return createElement(__comp as ComponentType<object>, {...modules, ...(__props as object), ...props});
    },
  });
}

/**
 * The browser's route of data-file pages (see node/clientRouteTable.ts): `path` is a pattern for any name of
 * a folder (`/api/function/:name([^/.]+)`), where Docusaurus's table has a route per page, or one page's own
 * path. Each page's component loads its props from the JSON file beside its HTML, and is made when its page is
 * first used: theme/preload.ts hands the matched URL to `preload`, and the route renders the component of the
 * URL it matched.
 */
export default function dataFileRoute(path: string, shared: SharedRoute): RouteConfig & {path: string} {
  const components = new Map<string, ReturnType<typeof createPageComponent>>();
  const componentOf = (url: string) => {
    const pagePath = url.replace(/\/$/, '');
    let component = components.get(pagePath);
    if (!component) components.set(pagePath, (component = createPageComponent(pagePath, shared)));
    return component;
  };
  function DataFileRoute(props: {match: {url: string}}) {
    return createElement(componentOf(props.match.url), props);
  }
  DataFileRoute.preload = (url: string) => componentOf(url).preload();
  return {...shared.attributes, path, component: DataFileRoute};
}
