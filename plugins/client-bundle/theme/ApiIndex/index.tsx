import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import ApiIndex from '@theme-init/ApiIndex';
import type ApiIndexType from '@theme/ApiIndex';
import DataFilePreload from '../DataFilePreload';

/**
 * The API overview, a data-file page of the site's `dataFileComponents` (its list of every export is a JSON
 * file, not a script every visit of /api runs): its data's download starts with the HTML.
 */
export default function ApiIndexWrapper(props: WrapperProps<typeof ApiIndexType>): ReactNode {
  return (
    <>
      <DataFilePreload />
      <ApiIndex {...props} />
    </>
  );
}
