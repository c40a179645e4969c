import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {isMiscasedPath} from './isMiscasedPath';

/**
 * Whether the browser's router shows a page for the current path only because it matches routes without regard
 * to case (see isMiscasedPath). Reading Docusaurus's generated route table is this plugin's business.
 */
export function useMiscasedPath(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => isMiscasedPath(routes, pathname), [pathname]);
}
