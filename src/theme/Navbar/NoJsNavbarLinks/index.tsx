import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';

/**
 * The navbar's links as the phone menu lists them, for the menu that works without JavaScript. Dropdowns are left
 * out: they open only with JavaScript (their items are rendered when first expanded).
 */
export default function NoJsNavbarLinks(): ReactNode {
  const items = (useThemeConfig().navbar.items as NavbarItemProps[]).filter(
    (item) => !item.type?.toLowerCase().includes('dropdown'),
  );
  return (
    <div className="menu">
      <ul className="menu__list">
        {items.map((item, i) => (
          <NavbarItem mobile {...item} key={i} />
        ))}
      </ul>
    </div>
  );
}
