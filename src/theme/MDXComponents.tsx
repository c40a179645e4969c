import MDXComponents from '@theme-original/MDXComponents';
import GraphQLPlayground from '@site/src/components/GraphQLPlayground';

// The site's one MDX registry: tutorials and guides use <GraphQLPlayground> without importing it. Components
// that few pages use (the upgrade guides' <ChangeKinds>) are imported by those pages, so that the code every
// docs page loads leaves them out.
export default {
  ...MDXComponents,
  GraphQLPlayground,
};
