// A loader for Docusaurus's generated `registry.js` in the browser bundle. Each entry is
// `[load, modulePath, moduleId]`; the module path only tells the server renderer which chunks a page used,
// and the browser never reads it. With one entry per page, those strings were about 6 kB of gzip in
// main.js on every first visit. (CommonJS, because the bundler loads loaders with Node's require.)

const entry = /(\)), "[^"]+", (require\.resolveWeak\()/g;

/**
 * Replaces each entry's module path with 0. Fails, naming the file, if any entry does not have the
 * expected shape, rather than ship a registry half rewritten.
 *
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function stripRegistryModulePaths(source, file) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let stripped = 0;
  const result = source.replace(entry, (_match, close, resolveWeak) => {
    stripped += 1;
    return `${close}, 0, ${resolveWeak}`;
  });
  if (entries === 0 || stripped !== entries) {
    throw new Error(
      `client-bundle: ${file} no longer has Docusaurus's [load, "module path", require.resolveWeak(...)] ` +
        `entries (${stripped} of ${entries} matched); update plugins/client-bundle/stripRegistryModulePaths.cjs.`,
    );
  }
  return result;
}

/** @this {{resourcePath: string}} */
function loader(/** @type {string} */ source) {
  return stripRegistryModulePaths(source, this.resourcePath);
}

module.exports = loader;
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
