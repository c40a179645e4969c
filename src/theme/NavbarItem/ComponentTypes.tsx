import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * The kinds of navbar item the site's navbar and its dropdowns use, ejected from theme-classic 3.10.2 without
 * the others (the locale dropdown, raw HTML, a docs version link), so every page's JavaScript leaves their
 * code out. An item of another kind in docusaurus.config.ts fails the build: theme-classic's NavbarItem throws,
 * naming the type, while prerendering the first page.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as Partial<ComponentTypesObject> as ComponentTypesObject;

export default ComponentTypes;
