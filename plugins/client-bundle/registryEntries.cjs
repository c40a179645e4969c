// Docusaurus's generated `registry.js` maps each chunk name to `[load, modulePath, moduleId]`. The module
// path tells the server renderer which chunks a page used; the browser never reads it. (CommonJS, like the
// registry loader that uses it: the bundler loads loaders with Node's require.)

const entry = /"([^"]+)": \[(\(\) => import\([^)]*\)), "([^"]+)", (require\.resolveWeak\()/g;

/**
 * Runs `replace` over every entry, failing, naming the file, if any entry does not have the expected shape.
 *
 * @param {string} source
 * @param {string} file
 * @param {(entry: {text: string, chunkName: string, load: string, modulePath: string, resolveWeak: string}) => string} replace
 *   gets the entry's text up to its module id, and returns what to put there instead
 * @returns {string}
 */
function mapRegistryEntries(source, file, replace) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let matched = 0;
  const result = source.replace(entry, (text, chunkName, load, modulePath, resolveWeak) => {
    matched += 1;
    return replace({text, chunkName, load, modulePath, resolveWeak});
  });
  if (entries === 0 || matched !== entries) {
    throw new Error(
      `client-bundle: ${file} no longer has Docusaurus's "chunk": [load, "module path", require.resolveWeak(...)] ` +
        `entries (${matched} of ${entries} matched); update plugins/client-bundle/registryEntries.cjs.`,
    );
  }
  return result;
}

/**
 * Each entry's chunk name and module path.
 *
 * @param {string} source
 * @param {string} file
 * @returns {{chunkName: string, modulePath: string}[]}
 */
function readRegistryEntries(source, file) {
  /** @type {{chunkName: string, modulePath: string}[]} */
  const entries = [];
  mapRegistryEntries(source, file, ({text, chunkName, modulePath}) => {
    entries.push({chunkName, modulePath});
    return text;
  });
  return entries;
}

module.exports = {mapRegistryEntries, readRegistryEntries};
