import type {JSONOutput} from 'typedoc';

/** What TypeDoc and the compiler know about the package: the converter's output, as the cache stores it. */
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
