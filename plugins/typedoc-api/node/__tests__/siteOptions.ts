import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import config from '../../../../docusaurus.config';
import typedocApiPlugin from '../..';
import {DEFAULT_OPTIONS, type Options, type PluginOptions} from '../options';

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
