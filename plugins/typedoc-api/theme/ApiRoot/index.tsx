import {useMemo, type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import NotFound from '@theme/NotFound';
import type {Props} from '@theme/ApiRoot';

/** Last in each level's switch: a route without a path matches whatever the routes before it did not. */
const notFoundRoute = {component: NotFound};

/**
 * One level of the nested `/api` routes: the child route that matches, or the not-found page for an unknown
 * path under it (which would otherwise render nothing).
 */
export default function ApiRoot({route}: Props): ReactNode {
  const routes = useMemo(() => [...route.routes, notFoundRoute], [route.routes]);
  return renderRoutes(routes);
}
