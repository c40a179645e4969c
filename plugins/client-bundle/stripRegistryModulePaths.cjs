// A loader for Docusaurus's generated `registry.js` in the browser bundle: the module paths only serve the
// server renderer, and with one entry per page they were about 6 kB of gzip in main.js on every first
// visit. (CommonJS, because the bundler loads loaders with Node's require.)

const {mapRegistryEntries} = require('./registryEntries.cjs');

/**
 * Replaces each entry's module path with 0.
 *
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function stripRegistryModulePaths(source, file) {
  return mapRegistryEntries(
    source,
    file,
    ({chunkName, load, resolveWeak}) => `"${chunkName}": [${load}, 0, ${resolveWeak}`,
  );
}

/** @this {{resourcePath: string}} */
function loader(/** @type {string} */ source) {
  return stripRegistryModulePaths(source, this.resourcePath);
}

module.exports = loader;
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
