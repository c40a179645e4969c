import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/**
 * `graphql` and its sub-paths, resolved to the ES module files of the package in `packageDir` (an example's
 * imports, for runExamples): as a bundler or TypeScript resolves them, a directory's index, else the file.
 */
export function packageResolver(packageName: string, packageDir: string) {
  return (specifier: string): string | undefined => {
    if (specifier !== packageName && !specifier.startsWith(`${packageName}/`)) return undefined;
    const subpath = specifier.slice(packageName.length);
    const file = [`${subpath}/index.mjs`, `${subpath}.mjs`]
      .map((candidate) => path.join(packageDir, candidate))
      .find((candidate) => existsSync(candidate));
    return file && pathToFileURL(file).href;
  };
}
