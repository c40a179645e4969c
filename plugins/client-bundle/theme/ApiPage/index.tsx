import ApiPage from '@theme-init/ApiPage';
import withDataFilePreload from '../DataFilePreload';

/** An API page, a data-file page of the site's `dataFileComponents`: its data's download starts with the HTML. */
export default withDataFilePreload(ApiPage);
