import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import siteSidebars from '../../../sidebars';

// Every sidebar id of the real site (its navbar names them), each holding the fixtures' one shared page.
const sidebars: SidebarsConfig = Object.fromEntries(
  Object.keys(siteSidebars).map((sidebarId) => [sidebarId, ['tutorials/index']]),
);

export default sidebars;
