import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {toDataFileUrl} from '../shared/dataFiles';

/**
 * In the prerendered HTML of a data-file page (node/clientRouteTable.ts), starts the download of the page's
 * data file with the page, so the browser need not wait for the app's code to ask for it (production builds
 * only). After a client-side navigation the data is already loaded. The wrappers of the components in the
 * site's `dataFileComponents` render it.
 */
export default function DataFilePreload(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  if (__CLIENT_BUNDLE_DATA_VERSION__ === null || isBrowser) return null;
  return (
    <Head>
      <link
        rel="preload"
        as="fetch"
        crossOrigin="anonymous"
        href={toDataFileUrl(pathname, __CLIENT_BUNDLE_DATA_VERSION__)}
      />
    </Head>
  );
}
