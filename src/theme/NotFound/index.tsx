// Wraps theme-classic's NotFound only to give the not-found page a meta description, which search
// engines and Lighthouse's SEO audit expect on every page; the page itself is unchanged.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="This page does not exist. The graphql-js tutorials and API reference are linked from every page." />
      <NotFound {...props} />
    </>
  );
}
