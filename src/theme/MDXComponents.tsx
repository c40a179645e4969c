import MDXComponents from '@theme-original/MDXComponents';
import GraphQLPlayground from '@site/src/components/GraphQLPlayground';

// The site's one MDX registry: tutorials use <GraphQLPlayground> without importing it.
export default {
  ...MDXComponents,
  GraphQLPlayground,
};
