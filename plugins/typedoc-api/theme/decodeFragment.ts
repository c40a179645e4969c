/**
 * The id an address's fragment names (`#%5BSymbol.toStringTag%5D` → `[Symbol.toStringTag]`), or nothing for an
 * empty fragment or a malformed escape a reader typed by hand (`#%E0%A4%A`), which `decodeURIComponent` throws on.
 */
export function decodeFragment(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')) || undefined;
  } catch {
    return undefined;
  }
}
