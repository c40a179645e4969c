import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

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
    {type: 'category', label: 'Advanced', collapsed: false, items: ['tutorials/constructing-types']},
    'tutorials/defer-stream',
    // A migration page for readers of older tutorials, after the main path.
    'tutorials/express-graphql',
  ],
  // How resolvers work and fail comes first, because every other guide builds on it; then the type
  // system from inputs outwards; then fetching data efficiently; then serving, testing, observing
  // and hardening a running API.
  guidesSidebar: [
    'guides/resolver-anatomy',
    'guides/errors',
    'guides/input-coercion-and-defaults',
    'guides/custom-scalars',
    'guides/interfaces-unions-and-enums',
    'guides/directives-and-schema-evolution',
    'guides/dataloader',
    'guides/cursor-pagination',
    'guides/subscriptions',
    'guides/testing',
    'guides/tracing-and-diagnostics',
    'guides/production-and-security',
  ],
} satisfies SidebarsConfig;

export default sidebars;
