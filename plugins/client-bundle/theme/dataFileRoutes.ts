import {createElement, type ComponentType} from 'react';
import Loadable from 'react-loadable';
import type {RouteConfig} from 'react-router-config';
import registry from '@generated/registry';
import Loading from '@theme/Loading';
import {toDataFileUrl, type SharedRoute} from '../shared/dataFiles';

type LoadedModules = Record<string, {default: unknown}>;

/** A page's route props: the JSON file written beside its HTML at build time. */
async function loadPageData(path: string, dataVersion: string): Promise<{default: unknown}> {
  const response = await fetch(toDataFileUrl(path, dataVersion));
  if (!response.ok) throw new Error(`The data of ${path} did not load (${response.status})`);
  return {default: await response.json()};
}

/** The page's component, built on first use: react-loadable, as Docusaurus's own routes use it. */
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
      return createElement(__comp as ComponentType<object>, {...modules, ...(__props as object), ...props});
    },
  });
}

function pageRoute(path: string, shared: SharedRoute): RouteConfig & {path: string} {
  let component: ReturnType<typeof createPageComponent> | undefined;
  const loadable = () => (component ??= createPageComponent(path, shared));
  function DataFileRoute(props: object) {
    return createElement(loadable(), props);
  }
  // Docusaurus preloads every matched route before it renders or navigates, and on hover or touch.
  DataFileRoute.preload = () => loadable().preload();
  return {...shared.attributes, path, component: DataFileRoute};
}

/**
 * The browser's routes of data-file pages (see node/clientRouteTable.ts): like Docusaurus's, but each
 * route's component loads the page's props from the JSON file beside its HTML, and is built only when the
 * route is first used. The pages are siblings: `folder` (`/api/function/`) and their names, joined by slashes.
 */
export default function dataFileRoutes(
  folder: string,
  names: string,
  shared: SharedRoute,
): (RouteConfig & {path: string})[] {
  return names.split('/').map((name) => pageRoute(folder + name, shared));
}
