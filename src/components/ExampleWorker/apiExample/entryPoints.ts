/**
 * `graphql` and the sub-paths readers import from (`graphql/language`), each as the package's root: such a
 * sub-path's index re-exports part of the root, so its names are the same bindings. Importing each index module
 * instead would add them all to the site's bundle, whose module ids (and so every page's scripts) grow a digit
 * once it holds 500 modules. Modules the root already loads (`graphql/jsutils/Path`) cost nothing to import.
 */
export function entryPointsOf(
  root: Record<string, unknown>,
  subpaths: readonly string[],
): Record<string, Record<string, unknown>> {
  return Object.fromEntries([['graphql', root], ...subpaths.map((subpath) => [`graphql/${subpath}`, root])]);
}
