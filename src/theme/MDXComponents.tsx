import MDXComponents from '@theme-original/MDXComponents';
import ChangeKinds from '@site/src/components/ChangeKinds';
import GraphQLPlayground from '@site/src/components/GraphQLPlayground';

// The site's one MDX registry: tutorials use <GraphQLPlayground>, the upgrade guide <ChangeKinds>, without
// importing them.
export default {
  ...MDXComponents,
  ChangeKinds,
  GraphQLPlayground,
};
