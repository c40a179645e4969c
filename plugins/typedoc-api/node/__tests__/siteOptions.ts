import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {expect} from 'vitest';
import config from '../../../../docusaurus.config';
import typedocApiPlugin from '../..';
import {DEFAULT_OPTIONS, type Options, type PluginOptions} from '../options';
import type {ApiModel} from '../../shared/types';

/** The site's directory, which the plugin's paths are relative to. */
export const siteDir = path.resolve(__dirname, '../../../..');

/** The options of the site's API plugin instance `id` (`default` is graphql 17, `v16` graphql 16). */
export function siteOptions(id = DEFAULT_OPTIONS.id): PluginOptions {
  const options = config.plugins.flatMap((plugin) =>
    Array.isArray(plugin) && plugin[0] === typedocApiPlugin
      ? [{...DEFAULT_OPTIONS, ...(plugin[1] as Options)} as PluginOptions]
      : [],
  );
  const found = options.find((option) => option.id === id);
  if (!found) throw new Error(`docusaurus.config.ts has no API plugin instance "${id}"`);
  return found;
}

/** Names that `export type { … }` (or `export { type … }`) declares in an entry point (graphql's index.d.ts). */
export function typeOnlyExports(entryPoint: string): string[] {
  const file = path.resolve(siteDir, entryPoint);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements
          .filter((element) => statement.isTypeOnly || element.isTypeOnly)
          .map((element) => element.name.text)
      : [],
  );
}

/**
 * Every export of the package (its runtime exports, `runtime`, and the type-only exports of its entry point)
 * has exactly one page in `model`, and every page of an export is one of them.
 */
export function expectOnePagePerExport(model: ApiModel, runtime: string[], entryPoint: string): void {
  const exported = [...new Set([...runtime, ...typeOnlyExports(entryPoint)])].sort();
  const documented = model.pages
    .filter((page) => !page.notExported)
    .map((page) => page.name)
    .sort();
  expect(runtime.length).toBeGreaterThan(200);
  expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  expect(exported.filter((name) => !documented.includes(name))).toEqual([]);
  expect(documented.filter((name) => !exported.includes(name))).toEqual([]);
}
