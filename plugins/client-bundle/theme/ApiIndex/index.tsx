import ApiIndex from '@theme-init/ApiIndex';
import withDataFilePreload from '../DataFilePreload';

/**
 * The API overview, a data-file page of the site's `dataFileComponents` (its list of every export is a JSON
 * file, not a script every visit of /api runs): its data's download starts with the HTML.
 */
export default withDataFilePreload(ApiIndex);
