import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The tutorial order, in one place. Each entry is a file under docs/tutorials/.
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
} satisfies SidebarsConfig;

export default sidebars;
