// Wraps theme-classic's Layout so that the browser agrees with the server on paths: a path that differs from
// a route only in case (`/API/function/parse`) is not that page but the not-found page, as the server says.
// react-router matches routes case-insensitively unless each route asks otherwise, and Docusaurus's route
// rendering passes no such option.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import {useMiscasedPath} from '@theme/useMiscasedPath';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  if (!useMiscasedPath()) return <Layout {...props} />;
  return (
    <Layout title="Page Not Found" noFooter={props.noFooter}>
      <NotFoundContent />
    </Layout>
  );
}
