import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import type {Props} from '@theme/ApiRoot';

/**
 * One level of the nested `/api` routes: the child route that matches, or the not-found page for an unknown
 * path under it (which would otherwise render nothing).
 */
export default function ApiRoot({route}: Props): ReactNode {
  const {pathname} = useLocation();
  const matches = route.routes.some((child) => matchPath(pathname, child));
  return matches ? renderRoutes(route.routes) : <NotFound />;
}
