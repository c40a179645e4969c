import type {ExampleTexts} from './types';

/**
 * A reader's edits live in sessionStorage: they survive moving between pages (and reloads) in this tab, and
 * are gone when the tab closes. Storage can be unavailable (privacy modes, sandboxed frames); then edits
 * simply are not kept.
 */

const prefix = 'graphql-playground';

/** One key per page and example; the example's own text is part of it, so a rewritten example starts clean. */
export function toStorageKey(pathname: string, original: ExampleTexts): string {
  return `${prefix}:${pathname}:${hash(JSON.stringify(original))}`;
}

// FNV-1a: short, stable, and good enough to tell examples on one page apart.
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** The stored edits as JSON text (a string, so React can compare snapshots), or null. */
export function loadEdits(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The texts to show: the stored edits when there are any (and they parse), else the original. */
export function toTexts(stored: string | null, original: ExampleTexts): ExampleTexts {
  if (!stored) return original;
  try {
    return {...original, ...(JSON.parse(stored) as ExampleTexts)};
  } catch {
    return original;
  }
}

/** Keeps `texts` for this example, or forgets them when they equal the original. */
export function saveEdits(key: string, texts: ExampleTexts, original: ExampleTexts): void {
  try {
    if (JSON.stringify(texts) === JSON.stringify(original)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(texts));
  } catch {
    // Storage is full or unavailable: the edits stay on screen but are not kept.
  }
}
