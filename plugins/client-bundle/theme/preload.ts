import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';

/**
 * What Docusaurus's client code imports as `./preload` (see node/swaps.ts): its own preload
 * (core/lib/client/preload.js), which preloads the components of the routes a path matches, here also handing
 * each the URL it matched. One data-file route stands for every page of a folder (dataFileRoute.ts), so it
 * needs the URL to know which page's data to load.
 */
export default function preload(pathname: string): Promise<unknown[]> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  return Promise.all(
    matches.map(({route, match}) =>
      (route.component as unknown as {preload?: (url: string) => Promise<unknown>}).preload?.(match.url),
    ),
  );
}
