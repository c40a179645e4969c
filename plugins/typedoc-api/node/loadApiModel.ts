import logger from '@docusaurus/logger';
import path from 'node:path';
import {loadFileCategories, loadPackage} from './loadPackage';
import {loadSourceFile, type SourceFile} from './loadSources';
import {documentedPackageName} from './model/sourceLocator';
import {toApiModel, type UnresolvedLink} from './model/toApiModel';
import type {PluginOptions} from './options';
import {runTypeDoc} from './runTypeDoc';
import type {ApiModel} from '../shared/types';

/**
 * Where a file of the package without a source map lives in the repository, by the `unmappedSourcePath`
 * option; its declarations' lines are unknown. Files outside the package (TypeScript's own) have none.
 */
function unmappedSource(file: string, template: string | undefined): SourceFile | undefined {
  if (!template || file.startsWith('..') || file.includes('node_modules/')) return undefined;
  return {path: template.replace('{path}', file.replace(/\.d\.[cm]?ts$/, '')), declarations: new Map()};
}

/** Runs TypeDoc once over the entry point and converts its output: the plugin's `loadContent`. */
export async function loadApiModel(
  siteDir: string,
  options: PluginOptions,
): Promise<{model: ApiModel; unresolvedLinks: UnresolvedLink[]; typedocFromCache: boolean}> {
  const entryPoint = path.resolve(siteDir, options.entryPoint);
  const packageDir = path.dirname(entryPoint);
  const pkg = await loadPackage(entryPoint);
  const {output, fromCache} = await runTypeDoc(
    entryPoint,
    pkg.subpaths.map((s) => s.file),
  );
  const {project, exportsByFile, typeOnlyExports, declaredNames} = output;
  const sourceFiles = new Set(
    (project.children ?? []).flatMap((child) =>
      [...(child.sources ?? []), ...(child.signatures ?? []).flatMap((s) => s.sources ?? [])].map(
        (source) => source.fileName,
      ),
    ),
  );
  const fileCategories = await loadFileCategories(packageDir, [...sourceFiles].sort());
  // Every file of the package a reflection is declared in, members inherited from elsewhere included.
  const declaringFiles = new Set<string>(
    Object.values(project.symbolIdMap ?? {})
      .filter((id) => id.packageName === documentedPackageName(project))
      .map((id) => id.packagePath),
  );
  const sources: Record<string, SourceFile> = {};
  for (const file of [...declaringFiles].sort()) {
    const source =
      (await loadSourceFile(packageDir, file)) ?? unmappedSource(file, options.unmappedSourcePath);
    if (source) sources[file] = source;
  }
  const converted = toApiModel({
    project,
    exportsByFile,
    typeOnlyExports,
    declaredNames,
    package: pkg,
    fileCategories,
    sources,
    options,
  });
  return {...converted, typedocFromCache: fromCache};
}

/** The plugin's `loadContent`: the model, with a line on what it holds and a warning for each link that resolves to no page. */
export async function loadApiContent(siteDir: string, options: PluginOptions): Promise<ApiModel> {
  const start = Date.now();
  const {model, unresolvedLinks, typedocFromCache} = await loadApiModel(siteDir, options);
  const counts = new Map<string, number>();
  for (const page of model.pages) counts.set(page.kind, (counts.get(page.kind) ?? 0) + 1);
  logger.info(
    `typedoc-api: ${model.pages.length} pages (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}) in ${Date.now() - start} ms${typedocFromCache ? " (TypeDoc's output from the cache)" : ''}`,
  );
  if (unresolvedLinks.length) {
    const list = unresolvedLinks.map((link) => `- ${link.pageId}: {@link ${link.text}}`).join('\n');
    logger.warn(`typedoc-api: ${unresolvedLinks.length} doc-comment links resolve to no page:\n${list}`);
  }
  return model;
}
