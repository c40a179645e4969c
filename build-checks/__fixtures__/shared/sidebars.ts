import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The sidebar id the real navbar's docSidebar item names.
const sidebars = {
  tutorialSidebar: ['tutorials/index'],
} satisfies SidebarsConfig;

export default sidebars;
