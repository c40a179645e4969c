import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {
  DIALOG_MAX_HITS,
  loadSearchIndex,
  SEARCH_CHUNKS,
  SEARCH_INDEX_FILE,
  searchIndex,
  toChunkFile,
  toShardFile,
  withHits,
  withQuery,
  type SearchHead,
} from '../../plugins/search';

export interface BuiltFile {
  /** Path in the build output, e.g. `assets/js/search.6fd29c54.js`. */
  file: string;
  raw: number;
  /** Gzip at level 6, as a static host would send it. */
  gzip: number;
}

/** What a reader's first query fetches, read from the build output: search's chunks and the index's files. */
export interface FirstQueryFiles {
  files: BuiltFile[];
  /** The sum of the files' gzip sizes. */
  gzip: number;
}

function builtFile(buildDir: string, file: string): BuiltFile {
  const content = readFileSync(path.join(buildDir, file));
  return {file, raw: content.length, gzip: gzipSync(content, {level: 6}).length};
}

/** The one script of a named chunk (`assets/js/<name>.<hash>.js`). */
function chunkFile(buildDir: string, name: string): string {
  const files = readdirSync(path.join(buildDir, 'assets/js')).filter((file) =>
    new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(file),
  );
  if (files.length !== 1)
    throw new Error(`Expected one script of the chunk ${name}, found: ${files.join(', ') || 'none'}`);
  return `assets/js/${files[0]}`;
}

/**
 * The scripts opening search fetches: the search dialog's chunk and the chunk it shares with the /search page.
 * e2e/search.spec.ts checks that opening search fetches these scripts and no other.
 */
export function toSearchScripts(buildDir: string): string[] {
  return [chunkFile(buildDir, SEARCH_CHUNKS.dialog), chunkFile(buildDir, SEARCH_CHUNKS.shared)];
}

const readJson = (buildDir: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));

/** The built index, loaded as the browser loads it, with each file it reads recorded in `read`. */
async function loadBuiltIndex(buildDir: string, read: string[] = []) {
  const head = readJson(buildDir, SEARCH_INDEX_FILE) as SearchHead;
  const readFile = <T>(file: string) => {
    read.push(file);
    return Promise.resolve(readJson(buildDir, file) as T);
  };
  return loadSearchIndex(head, {
    shard: (key) => readFile(toShardFile(head.key, key)),
    chunk: (number) => readFile(toChunkFile(head.key, number)),
  });
}

/** Every doc of the built index, paths and excerpts included. */
export async function readBuiltDocs(buildDir: string) {
  const index = await loadBuiltIndex(buildDir);
  const all = await withHits(
    index,
    index.docs.map((_, doc) => ({doc})),
  );
  return {versions: all.versions, docs: all.docs};
}

/**
 * The bytes a first query fetches in the dialog, computed from the built files: search's scripts
 * (`toSearchScripts`), the index's head, the term shards of the query's words and the result chunks of the hits
 * the dialog shows.
 */
export async function toFirstQueryFiles(buildDir: string, query: string): Promise<FirstQueryFiles> {
  const read: string[] = [];
  const index = await withQuery(await loadBuiltIndex(buildDir, read), query);
  await withHits(index, searchIndex(index, query, index.versions[0].label).slice(0, DIALOG_MAX_HITS));
  const files = [...toSearchScripts(buildDir), SEARCH_INDEX_FILE, ...read].map((file) =>
    builtFile(buildDir, file),
  );
  return {files, gzip: files.reduce((sum, file) => sum + file.gzip, 0)};
}
