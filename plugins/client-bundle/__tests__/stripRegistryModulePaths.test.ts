import {expect, test} from 'vitest';
import {stripRegistryModulePaths} from '../stripRegistryModulePaths.cjs';

const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

test('drops the module path of every entry and keeps the loader and the module id', () => {
  const registry = [
    'export default {',
    entry('00444983', '@generated/typedoc-api/default/p/api-function-parse-3b3.json'),
    entry('17896441', '@theme/DocItem'),
    '};',
  ].join('\n');
  expect(stripRegistryModulePaths(registry, 'registry.js')).toBe(
    [
      'export default {',
      '  "00444983": [() => import(/* webpackChunkName: "00444983" */ "@generated/typedoc-api/default/p/api-function-parse-3b3.json"), 0, require.resolveWeak("@generated/typedoc-api/default/p/api-function-parse-3b3.json")],',
      '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],',
      '};',
    ].join('\n'),
  );
});

test('fails, naming the file, when an entry has another shape', () => {
  const registry = `export default {\n  "a": [() => import("x"), require.resolveWeak("x")],\n};`;
  expect(() => stripRegistryModulePaths(registry, '/site/.docusaurus/registry.js')).toThrow(
    /\/site\/\.docusaurus\/registry\.js .*0 of 1 matched/,
  );
});
