// What `react` resolves to in the site's bundles: preact/compat, with one hook changed. (JavaScript
// because TypeScript cannot re-export everything from preact/compat's `export =` type declarations.)
import * as compat from 'preact/compat';
import {useEffect, useState} from 'preact/hooks';
import {isHydrating} from './isHydrating.mjs';

export * from 'preact/compat';

/**
 * React reads `getServerSnapshot` while prerendering and hydrating, then re-renders with the browser's
 * value; preact/compat ignores it and reads browser-only state (storage, the query string) from the first
 * render. Docusaurus's storage slots, its history selectors and the playground rely on React's behaviour,
 * so it is restored here.
 *
 * @template T
 * @param {(onChange: () => void) => () => void} subscribe
 * @param {() => T} getSnapshot
 * @param {() => T} [getServerSnapshot]
 * @returns {T}
 */
export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const [hydrated, setHydrated] = useState(() => !getServerSnapshot || !isHydrating());
  useEffect(() => setHydrated(true), []);
  return compat.useSyncExternalStore(
    subscribe,
    hydrated || !getServerSnapshot ? getSnapshot : getServerSnapshot,
  );
}

export default {...compat, useSyncExternalStore};
