import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import ApiPage from '@theme-init/ApiPage';
import type ApiPageType from '@theme/ApiPage';
import DataFilePreload from '../DataFilePreload';

/** An API page, a data-file page of the site's `dataFileComponents`: its data's download starts with the HTML. */
export default function ApiPageWrapper(props: WrapperProps<typeof ApiPageType>): ReactNode {
  return (
    <>
      <DataFilePreload />
      <ApiPage {...props} />
    </>
  );
}
