import type {ComponentType, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {toDataFileUrl} from '../shared/dataFiles';

/**
 * In the prerendered HTML of a data-file page (node/clientRouteTable.ts), starts the download of the page's
 * data file with the page, so the browser need not wait for the app's code to ask for it (production builds
 * only). After a client-side navigation the data is already loaded.
 */
function DataFilePreload(): ReactNode {
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

/** A component of the site's `dataFileComponents` that also starts its page's data download with the HTML. */
export default function withDataFilePreload<Props extends object>(
  Page: ComponentType<Props>,
): ComponentType<Props> {
  function WithDataFilePreload(props: Props): ReactNode {
    return (
      <>
        <DataFilePreload />
        <Page {...props} />
      </>
    );
  }
  return WithDataFilePreload;
}
