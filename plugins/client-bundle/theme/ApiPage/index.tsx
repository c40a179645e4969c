import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {WrapperProps} from '@docusaurus/types';
import ApiPage from '@theme-init/ApiPage';
import type ApiPageType from '@theme/ApiPage';
import {toDataFileUrl} from '../../shared/dataFiles';

type Props = WrapperProps<typeof ApiPageType>;

/**
 * In the prerendered HTML, starts the download of the page's data file with the page, so the browser need
 * not wait for the app's code to ask for it (production builds only; see node/clientRouteTable.ts). After a
 * client-side navigation the data is already loaded. `@theme/ApiPage` is in the site's `dataFileComponents`.
 */
function DataPreload(): ReactNode {
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

export default function ApiPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DataPreload />
      <ApiPage {...props} />
    </>
  );
}
