import {expect, test} from 'vitest';
import {restrictGlobals} from '../restrictGlobals';

/** A worker-like global: its storage getters live on a prototype, as the browser's do. */
function fakeWorkerScope() {
  const storage = {getDirectory: () => 'the site origin private file system'};
  const navigatorPrototype = {
    get storage() {
      return storage;
    },
  };
  const scopePrototype = {
    get indexedDB() {
      return 'the site database';
    },
    get caches() {
      return 'the site caches';
    },
    postMessage() {},
    Worker: class {},
  };
  const scope = Object.create(scopePrototype) as Record<string, unknown>;
  scope.navigator = Object.create(navigatorPrototype);
  scope.fetch = () => {};
  return {scope, scopePrototype, navigatorPrototype};
}

test('storage, nested workers and postMessage are gone from the scope and its prototypes', () => {
  const {scope, scopePrototype, navigatorPrototype} = fakeWorkerScope();
  restrictGlobals(scope as unknown as typeof globalThis);
  for (const name of ['indexedDB', 'caches', 'postMessage', 'Worker']) {
    expect(name in scope, name).toBe(false);
    expect(Object.getOwnPropertyDescriptor(scopePrototype, name), name).toBeUndefined();
  }
  expect('storage' in (scope.navigator as object)).toBe(false);
  expect(Object.getOwnPropertyDescriptor(navigatorPrototype, 'storage')).toBeUndefined();
});

test('what the reader may use stays', () => {
  const {scope} = fakeWorkerScope();
  restrictGlobals(scope as unknown as typeof globalThis);
  expect(typeof scope.fetch).toBe('function');
});
