import {readFileSync} from 'node:fs';
import {expect, test} from 'vitest';

// src/theme/NavbarItem/DropdownNavbarItem closes theme-classic's desktop dropdown by mounting it anew, and finds
// its parts by their Infima classes. A theme-classic that changes either (or closes on Escape itself) fails here.
test('theme-classic desktop dropdown: starts closed, shows with dropdown--show, toggles from a navbar__link', () => {
  const file =
    require.resolve('@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js');
  const source = readFileSync(file, 'utf8');
  expect(source, file).toContain('const [showDropdown, setShowDropdown] = useState(false);');
  expect(source, file).toContain("'dropdown--show': showDropdown");
  expect(source, file).toContain("className={clsx('navbar__link', className)}");
  expect(source, file).not.toContain('Escape');
});
