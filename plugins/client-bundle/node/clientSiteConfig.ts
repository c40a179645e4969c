import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The site config module Docusaurus generates, which the browser's bundle and the server's import. */
export const siteConfigModule = {
  request: '@generated/docusaurus.config',
  file: 'docusaurus.config.mjs',
} as const;

const EXPORT = 'export default ';

function fail(message: string): never {
  throw new Error(
    `client-bundle: ${siteConfigModule.file} is not shaped as expected (${message}); the installed Docusaurus ` +
      'no longer generates what plugins/client-bundle/node/clientSiteConfig.ts rewrites.',
  );
}

/**
 * The browser's site config: Docusaurus's, without the options of every plugin (`plugins`). Docusaurus writes
 * the whole config into the module every page's JavaScript loads, and the site's plugins take their settings
 * as options (the API reference's category order, twice; search's early keyboard script; file paths); no
 * browser code reads them. The server renderer keeps Docusaurus's module.
 */
export function toClientSiteConfig(source: string): string {
  const start = source.indexOf(EXPORT);
  if (start < 0) fail('no default export');
  let config: unknown;
  try {
    config = JSON.parse(source.slice(start + EXPORT.length).replace(/;\s*$/, ''));
  } catch (error) {
    return fail(`its default export is not JSON: ${(error as Error).message}`);
  }
  if (
    typeof config !== 'object' ||
    config === null ||
    !Array.isArray((config as {plugins?: unknown}).plugins)
  )
    fail('no `plugins` array');
  return `${EXPORT}${JSON.stringify({...config, plugins: []})};\n`;
}

/** Writes the browser's site config under `outputDir`; returns its file by the import request it stands for. */
export function emitClientSiteConfig(generatedFilesDir: string, outputDir: string): Record<string, string> {
  const source = readFileSync(path.join(generatedFilesDir, siteConfigModule.file), 'utf8');
  const file = path.join(outputDir, siteConfigModule.file);
  mkdirSync(outputDir, {recursive: true});
  writeFileSync(file, toClientSiteConfig(source));
  return {[siteConfigModule.request]: file};
}
