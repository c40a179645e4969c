/**
 * What the reader's code in the worker must not reach. A worker has no localStorage or sessionStorage, but
 * it shares the site's origin, so these would still open the site's storage:
 * - `indexedDB`, `caches`, `cookieStore` and `navigator.storage` (the origin private file system);
 * - `Worker` and `SharedWorker`: a worker started from a `blob:` URL has the site's origin, and its storage;
 * - `postMessage`, so that every reply the page gets is the worker's own (worker.ts keeps a bound copy).
 */
const hiddenGlobals = [
  'indexedDB',
  'caches',
  'cookieStore',
  'localStorage',
  'sessionStorage',
  'Worker',
  'SharedWorker',
  'postMessage',
];

/** Deletes a property wherever the object or its prototypes define it, so no getter is left to borrow. */
function remove(target: object, name: string): void {
  for (let owner: object | null = target; owner; owner = Object.getPrototypeOf(owner) as object | null) {
    if (Object.hasOwn(owner, name)) Reflect.deleteProperty(owner, name);
  }
}

/** Removes them from the worker's global scope; reading one then throws "… is not defined". */
export function restrictGlobals(scope: typeof globalThis): void {
  for (const name of hiddenGlobals) remove(scope, name);
  remove(scope.navigator, 'storage');
}
