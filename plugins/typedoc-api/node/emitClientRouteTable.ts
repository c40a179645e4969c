import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {generatedModules, toClientChunkNames, toClientRegistry, toClientRoutes} from './clientRouteTable';

/** One API page as the browser loads it: its route path and its route props as JSON. */
export interface PageData {
  path: string;
  json: string;
}

/** The API pages of one plugin instance (one version of the package) and what their routes share. */
export interface InstancePages {
  pages: readonly PageData[];
  /** The routes' attributes (`exact`, `sidebar`). */
  attributes: Record<string, unknown>;
  dataVersion: string;
}

/**
 * Writes the browser's versions of Docusaurus's generated route modules (see clientRouteTable.ts) under
 * `outputDir`, from the ones in `generatedFilesDir`, and returns their files by import request. One call
 * covers every plugin instance: the bundler can replace each module only once. Synchronous, as the bundler
 * configuration that calls it is.
 */
export function emitClientRouteTable(
  generatedFilesDir: string,
  outputDir: string,
  instances: readonly InstancePages[],
): Record<string, string> {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  let chunkNames = JSON.parse(read(generatedModules.chunkNames.file));
  const dropped = new Set<string>();
  const groups = instances.map((instance) => {
    const pagePaths = new Set(instance.pages.map((page) => page.path));
    const result = toClientChunkNames(chunkNames, pagePaths);
    chunkNames = result.chunkNames;
    result.dropped.forEach((name) => dropped.add(name));
    const {attributes, dataVersion} = instance;
    return {pagePaths, shared: {attributes, chunkNames: result.shared, dataVersion}};
  });
  const routes = toClientRoutes(read(generatedModules.routes.file), groups, '@theme/ApiPageRoutes');
  const registry = toClientRegistry(read(generatedModules.registry.file), dropped);
  mkdirSync(outputDir, {recursive: true});
  const files: Record<string, string> = {};
  for (const [key, text] of Object.entries({routes, chunkNames: JSON.stringify(chunkNames), registry})) {
    const {request, file} = generatedModules[key as keyof typeof generatedModules];
    files[request] = path.join(outputDir, file);
    writeFileSync(files[request], text);
  }
  return files;
}
