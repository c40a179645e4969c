import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';

const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const read = (file: string) => readFileSync(path.join(themeClassicDir, file), 'utf8');

// theme/CodeBlock holds copies of these theme-classic 3.10.2 files, changed as each copy's comment says. A new
// theme-classic that changes one of them fails here, naming it, until the copy is brought up to date.
const ejected: Record<string, {copy: string; sha256: string}> = {
  'lib/theme/CodeBlock/index.js': {copy: 'theme/CodeBlock/index.tsx', sha256: '639f8655d319e123'},
  'lib/theme/CodeBlock/Content/index.js': {
    copy: 'theme/CodeBlock/Content/index.tsx',
    sha256: '0d361f5894590ea4',
  },
  'lib/theme/CodeBlock/Content/String.js': {
    copy: 'theme/CodeBlock/Content/String.tsx',
    sha256: '81ab153e9e797be7',
  },
  'lib/theme/CodeBlock/Container/index.js': {
    copy: 'theme/CodeBlock/Container/index.tsx',
    sha256: '55ebecf7d04da066',
  },
  'lib/theme/CodeBlock/Buttons/index.js': {
    copy: 'theme/CodeBlock/Buttons/index.tsx',
    sha256: '8cc39d7b3812bfb9',
  },
};

test.each(Object.entries(ejected))(
  'theme-classic %s is the version %s was ejected from',
  (file, {copy, sha256}) => {
    const hash = createHash('sha256').update(read(file)).digest('hex').slice(0, 16);
    expect(
      hash,
      `@docusaurus/theme-classic/${file} changed: compare it with plugins/code-highlighting/${copy}`,
    ).toBe(sha256);
  },
);
