import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment.js';

// What Docusaurus's <Link> imports as its ExecutionEnvironment (see ../index.ts). Its IntersectionObserver
// only prefetches links in view; without it, <Link> calls `window.docusaurus.prefetch` once on mount, which
// does nothing here (windowApi.ts).
export default {...ExecutionEnvironment, canUseIntersectionObserver: false};
