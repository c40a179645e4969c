import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** A group of guides in the guides sidebar: one task, its pages in reading order. */
function group(label: string, items: string[]) {
  return {type: 'category' as const, label, collapsed: false, items};
}

// The reading orders, in one place. Each entry is a file under docs/.
const sidebars = {
  tutorialSidebar: [
    'tutorials/index',
    'tutorials/running-an-express-graphql-server',
    'tutorials/graphql-clients',
    'tutorials/basic-types',
    'tutorials/passing-arguments',
    'tutorials/object-types',
    'tutorials/mutations-and-input-types',
    'tutorials/authentication-and-express-middleware',
    {
      type: 'category',
      label: 'Advanced',
      collapsed: false,
      items: ['tutorials/constructing-types', 'tutorials/defer-stream'],
    },
    // A migration page for readers of older tutorials, after the main path.
    'tutorials/express-graphql',
  ],
  // Grouped by the task a reader comes with, in this order: Schema, Execution, Errors, Serving, Production,
  // Testing, Tooling. Within a group, the page the others build on comes first.
  guidesSidebar: [
    // The index of every guide, grouped as below (its lists are read from this sidebar).
    'guides/index',
    group('Schema', [
      'guides/interfaces-unions-and-enums',
      'guides/global-object-identification',
      'guides/input-coercion-and-defaults',
      'guides/oneof-input-objects',
      'guides/custom-scalars',
      'guides/advanced-custom-scalars',
      'guides/directives-and-schema-evolution',
      'guides/schema-coordinates',
    ]),
    group('Execution', [
      'guides/resolver-anatomy',
      'guides/dataloader',
      'guides/cursor-pagination',
      'guides/subscriptions',
      'guides/abort-signals-and-execution-hooks',
      'guides/experimental-features',
    ]),
    group('Errors', ['guides/errors', 'guides/nullability-and-error-propagation']),
    group('Serving', ['guides/serving-over-http', 'guides/authorization-strategies']),
    group('Production', [
      'guides/production-and-security',
      'guides/security-checklist',
      'guides/going-to-production',
      'guides/operation-complexity-controls',
      'guides/caching-strategies',
      'guides/tracing-and-diagnostics',
      'guides/monitoring-and-debugging',
      'guides/scaling',
    ]),
    group('Testing', ['guides/testing']),
    group('Tooling', [
      'guides/ast-tooling',
      'guides/introspection-and-schema-tooling',
      'guides/type-generation',
    ]),
  ],
  // Newest first: most readers come for the latest major, and the older guides are steps on the way to it.
  upgradeSidebar: ['upgrade-guides/v16-to-v17', 'upgrade-guides/v15-to-v16', 'upgrade-guides/v14-to-v15'],
} satisfies SidebarsConfig;

export default sidebars;
