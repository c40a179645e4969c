import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';

// What clientEntry mounts on `window.docusaurus`: Docusaurus's own, minus prefetching links as they
// scroll into view (see ../index.ts). `preload`, for hover and touch, still skips slow connections.
export default Object.freeze({...docusaurus, prefetch: (): boolean => false});
