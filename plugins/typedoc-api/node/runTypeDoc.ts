import {fork} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {JSONOutput} from 'typedoc';

/** What TypeDoc and the compiler know about the package. */
export interface TypeDocOutput {
  /**
   * TypeDoc's JSON model of the entry point; `sources[].fileName` are relative to the package directory. The
   * types the package references but does not export are the children of its `<internal>` module.
   */
  project: JSONOutput.ProjectReflection;
  /** Export names of each of `exportsOf`, and of every other `.d.ts` file of the package, keyed by path. */
  exportsByFile: Record<string, string[]>;
  /** The names the entry point exports with `export type {…}`. */
  typeOnlyExports: string[];
  /**
   * Members whose declaration names them otherwise than TypeDoc does, by reflection id: `[Symbol.toStringTag]`
   * (TypeDoc: `[toStringTag]`), `'graphql:parse'` (TypeDoc: `graphql:parse`).
   */
  declaredNames: Record<number, string>;
}

/**
 * Runs TypeDoc over the `.d.ts` files of a package, in a Node.js process of its own (typedocWorker.mts, run
 * through tsx's loader, as `npm run bench` runs). typedoc-plugin-missing-exports patches TypeDoc's module and
 * can load only once per process, while the site converts one package per major, and again on every
 * dev-server reload: a process per conversion gives each its own TypeDoc, and the majors convert side by side.
 * TypeDoc's errors reject the promise.
 */
export function runTypeDoc(
  entryPoint: string,
  /** `.d.ts` files (relative to the package) whose export names to list, e.g. sub-path entry points. */
  exportsOf: string[],
): Promise<TypeDocOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'typedocWorker.mts'), [entryPoint, ...exportsOf], {
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
      serialization: 'advanced',
    });
    let output: TypeDocOutput | undefined;
    child.once('message', (message) => (output = message as TypeDocOutput));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (output) resolve(output);
      else
        reject(
          new Error(`TypeDoc could not convert ${entryPoint} (exit code ${code}; see the errors above).`),
        );
    });
  });
}
