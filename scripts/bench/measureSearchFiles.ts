import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {SEARCH_CHUNKS, SEARCH_INDEX_FILE} from '../../plugins/search';

export interface BuiltFile {
  /** Path in the build output, e.g. `assets/js/search.6fd29c54.js`. */
  file: string;
  raw: number;
  /** Gzip at level 6, as a static host would send it. */
  gzip: number;
}

/** What a reader's first query fetches, read from the build output: search's chunks and the index. */
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
 * The bytes a first query fetches, computed from the built files: the search dialog's chunk, the chunk it
 * shares with the /search page, and the index. e2e/search.spec.ts checks that opening search fetches these
 * scripts and no other.
 */
export function toFirstQueryFiles(buildDir: string): FirstQueryFiles {
  const files = [
    builtFile(buildDir, chunkFile(buildDir, SEARCH_CHUNKS.dialog)),
    builtFile(buildDir, chunkFile(buildDir, SEARCH_CHUNKS.shared)),
    builtFile(buildDir, SEARCH_INDEX_FILE),
  ];
  return {files, gzip: files.reduce((sum, file) => sum + file.gzip, 0)};
}
