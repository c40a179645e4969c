import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  findDataFilePages,
  generatedModules,
  readRegistry,
  toClientChunkNames,
  toClientRegistry,
  toClientRoutes,
  toDataVersion,
} from './clientRouteTable';

/** One data-file page: its route path (base URL included) and its props, as JSON. */
export interface DataFile {
  path: string;
  json: string;
}

/** What the browser's route table is made of: its modules by import request, and the pages' data. */
export interface ClientRouteTable {
  files: Record<string, string>;
  dataFiles: DataFile[];
  dataVersion: string;
}

/**
 * Writes the browser's versions of Docusaurus's generated route modules (see clientRouteTable.ts) under
 * `outputDir`, from the ones in `generatedFilesDir`, for the routes whose component is one of `components`.
 * Each page's data is read from the props module Docusaurus wrote for its route. Synchronous, as the bundler
 * configuration that calls it is.
 */
export function emitClientRouteTable(
  generatedFilesDir: string,
  outputDir: string,
  components: readonly string[],
): ClientRouteTable {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const registrySource = read(generatedModules.registry.file);
  const registry = readRegistry(registrySource);
  const generatedChunkNames = JSON.parse(read(generatedModules.chunkNames.file));
  const pages = findDataFilePages(generatedChunkNames, registry, components);
  const dataFiles = pages.map((page) => {
    const request = registry.get(page.chunkNames.__props)!.request;
    if (!request.startsWith('@generated/'))
      throw new Error(`client-bundle: the props of ${page.path} are not a generated module (${request})`);
    return {
      path: page.path,
      json: readFileSync(path.join(generatedFilesDir, request.slice('@generated/'.length)), 'utf8'),
    };
  });
  const dataVersion = toDataVersion(dataFiles.map((file) => file.json));
  const {chunkNames, dropped} = toClientChunkNames(generatedChunkNames, pages);
  const modules = {
    routes: toClientRoutes(
      read(generatedModules.routes.file),
      pages,
      dataVersion,
      path.join(__dirname, '../theme/dataFileRoute.ts'),
    ),
    chunkNames: JSON.stringify(chunkNames),
    registry: toClientRegistry(registrySource, dropped),
  };
  mkdirSync(outputDir, {recursive: true});
  const files: Record<string, string> = {};
  for (const [key, text] of Object.entries(modules)) {
    const {request, file} = generatedModules[key as keyof typeof generatedModules];
    files[request] = path.join(outputDir, file);
    writeFileSync(files[request], text);
  }
  return {files, dataFiles, dataVersion};
}
