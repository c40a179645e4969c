import {readFileSync, writeFileSync} from 'node:fs';
import {readRegistryEntries} from './registryEntries.cjs';

/** What the client manifest holds: for each key, the chunks to load; for each chunk, its files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/**
 * Docusaurus lists a page's scripts in its HTML by looking up, in the client manifest, each module the
 * page rendered: its registry module path, such as "@theme/DocItem". The manifest's bundler plugin keys
 * chunks by chunk name under webpack 5 and Rspack, so none of those lookups matched, and every page listed
 * only runtime~main.js and main.js: the browser found the page's own chunks once main.js had run, a
 * network round trip later. This adds each registry module path as a key for its chunk's entry.
 *
 * Fails, naming the manifest, if no registry entry has a chunk in it.
 */
export function addModulePathOrigins(
  manifest: ClientManifest,
  entries: {chunkName: string; modulePath: string}[],
  manifestFile: string,
): ClientManifest {
  const origins = {...manifest.origins};
  const found = entries.filter(({chunkName}) => manifest.origins[chunkName]);
  for (const {chunkName, modulePath} of found)
    origins[modulePath] = [...new Set([...(origins[modulePath] ?? []), ...manifest.origins[chunkName]])];
  if (found.length === 0) {
    throw new Error(
      `client-bundle: no chunk of ${manifestFile} is named as in the registry; ` +
        'update plugins/client-bundle/pageChunksInHtml.ts.',
    );
  }
  return {...manifest, origins};
}

/** Rewrites the client manifest the bundler just wrote, with module paths from the generated registry. */
export function addModulePathOriginsToFile(manifestFile: string, registryFile: string): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const entries = readRegistryEntries(readFileSync(registryFile, 'utf8'), registryFile);
  writeFileSync(manifestFile, JSON.stringify(addModulePathOrigins(manifest, entries, manifestFile)));
}
