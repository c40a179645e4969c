import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {expect, test} from 'vitest';

// src/theme/Tabs is a copy of theme-classic 3.10.2's Tabs, changed as its comment says. A new theme-classic that
// changes it fails here until the copy is brought up to date.
test('theme-classic Tabs is the version src/theme/Tabs was ejected from', () => {
  const file = require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js');
  const hash = createHash('sha256').update(readFileSync(file, 'utf8')).digest('hex').slice(0, 16);
  expect(hash, `${file} changed: compare it with src/theme/Tabs/index.tsx`).toBe('7fe3d248d13cc48d');
});
