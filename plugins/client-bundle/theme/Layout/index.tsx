// Wraps theme-classic's Layout (`@theme-init`: the first theme's, as a plugin enhances it) so that the browser
// agrees with the server on paths: a path that differs from a route only in case (`/API/function/parse`) is not
// that page but the not-found page, as the server says.
// react-router matches routes case-insensitively unless each route asks otherwise, and Docusaurus's route
// rendering passes no such option.
import {type ReactNode, useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import Layout from '@theme-init/Layout';
import type LayoutType from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {isMiscasedPath} from './isMiscasedPath';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const miscased = useMemo(() => isMiscasedPath(routes, pathname), [pathname]);
  if (!miscased) return <Layout {...props} />;
  return (
    <Layout title="Page Not Found" noFooter={props.noFooter}>
      <NotFoundContent />
    </Layout>
  );
}
