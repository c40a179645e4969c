// What Docusaurus's browser code gets for `@docusaurus/utils-common` (see ../node/swaps.ts): the names it
// imports, from the package's own modules, without the index's tslib. node/__tests__/swaps.test.ts checks
// that every name Docusaurus's browser code imports is here, with the index's value.
export {default as applyTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
export const blogPostContainerID = '__blog-post-container';
