import path from 'node:path';
import {expect, test} from 'vitest';
import {loadPackage, readFileCategory} from '../loadPackage';

test('a leading @category comment above the imports is file-level', () => {
  expect(readFileCategory('a.d.ts', '/** @category Parsing */\nimport type { X } from "./x.js";\n')).toBe(
    'Parsing',
  );
});

test('a leading @category comment followed by the first declaration’s own comment is file-level', () => {
  expect(
    readFileCategory('a.d.ts', '/** @category Kinds */\n/** Name. */\nexport declare const NAME = "Name";'),
  ).toBe('Kinds');
});

test('a leading @category comment above a private helper is file-level', () => {
  expect(readFileCategory('a.d.ts', '/** @category Source */\ninterface Location { line: number }\n')).toBe(
    'Source',
  );
});

test('a comment that documents the first export is not file-level', () => {
  expect(
    readFileCategory(
      'a.d.ts',
      '/**\n * Parses.\n * @category Parsing\n */\nexport declare function parse(): void;',
    ),
  ).toBe(undefined);
  expect(readFileCategory('a.d.ts', 'export declare function parse(): void;')).toBe(undefined);
});

test('loadPackage lists the sub-path entry points from package.json exports', async () => {
  expect(await loadPackage(path.resolve(__dirname, '../__fixtures__/mini/index.d.ts'))).toEqual({
    name: 'mini',
    version: '1.2.3',
    subpaths: [{specifier: 'mini/sub', file: 'sub/index.d.ts'}],
  });
});
