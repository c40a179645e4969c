import {matchPath} from 'react-router';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/**
 * Whether the browser's router would show a page for `pathname` only because it matches routes without
 * regard to case: static hosts serve files case-sensitively, so the server answered that path with the
 * not-found page.
 */
export function isMiscasedPath(routes: RouteConfig[], pathname: string): boolean {
  return matchRoutes(routes, pathname).some(
    ({route}) => route.path !== undefined && !matchPath(pathname, {...route, sensitive: true}),
  );
}
