import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {generatedModules, toClientChunkNames, toClientRegistry, toClientRoutes} from './clientRouteTable';

/** One API page as the browser loads it: its route path and its route props as JSON. */
export interface PageData {
  path: string;
  json: string;
}

/**
 * Writes the browser's versions of Docusaurus's generated route modules (see clientRouteTable.ts) under
 * `outputDir`, from the ones in `generatedFilesDir`, and returns their files by import request. Synchronous,
 * as the bundler configuration that calls it is.
 */
export function emitClientRouteTable(
  generatedFilesDir: string,
  outputDir: string,
  pages: readonly PageData[],
  attributes: Record<string, unknown>,
  dataVersion: string,
): Record<string, string> {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const pagePaths = new Set(pages.map((page) => page.path));
  const {chunkNames, shared, dropped} = toClientChunkNames(
    JSON.parse(read(generatedModules.chunkNames.file)),
    pagePaths,
  );
  const routes = toClientRoutes(
    read(generatedModules.routes.file),
    pagePaths,
    {attributes, chunkNames: shared, dataVersion},
    '@theme/ApiPageRoutes',
  );
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
