import path from 'node:path';
import {loadFileCategories, loadPackage} from './loadPackage';
import {toApiModel, type UnresolvedLink} from './model/toApiModel';
import type {PluginOptions} from './options';
import {runTypeDoc} from './runTypeDoc';
import type {ApiModel} from '../shared/types';

/** Runs TypeDoc once over the entry point and converts its output: the plugin's `loadContent`. */
export async function loadApiModel(
  siteDir: string,
  options: PluginOptions,
): Promise<{model: ApiModel; unresolvedLinks: UnresolvedLink[]}> {
  const entryPoint = path.resolve(siteDir, options.entryPoint);
  const packageDir = path.dirname(entryPoint);
  const pkg = await loadPackage(entryPoint);
  const {project, exportsByFile} = await runTypeDoc(
    entryPoint,
    pkg.subpaths.map((s) => s.file),
  );
  const sourceFiles = new Set(
    (project.children ?? []).flatMap((child) =>
      [...(child.sources ?? []), ...(child.signatures ?? []).flatMap((s) => s.sources ?? [])].map(
        (source) => source.fileName,
      ),
    ),
  );
  const fileCategories = await loadFileCategories(packageDir, [...sourceFiles].sort());
  return toApiModel({project, exportsByFile, package: pkg, fileCategories, options});
}
