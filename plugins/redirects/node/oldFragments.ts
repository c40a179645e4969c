import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The fragments of old addresses (scripts/deriveOldFragments.ts writes it). */
export const OLD_FRAGMENTS_FILE = path.join(__dirname, '..', 'old-fragments.json');

/** One fragment an old page had: a heading's id, and where it was read. */
export interface OldFragment {
  /** The old address, as in the mapping file. */
  from: string;
  /** The heading's id, without `#`. */
  fragment: string;
  heading: string;
  /** The graphql-js commit whose `file` first had the heading. */
  commit: string;
  file: string;
}

export function loadOldFragments(file = OLD_FRAGMENTS_FILE): OldFragment[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {fragments: OldFragment[]}).fragments;
}

/**
 * Where each fragment of an old docs page leads, reviewed: `"<old path>#<fragment>": "<page>#<id>"` (or a page,
 * for its start). scripts/deriveOldFragments.ts proposes an entry for each new fragment.
 */
export const FRAGMENT_TARGETS_FILE = path.join(__dirname, '..', 'old-fragment-targets.json');

export function loadFragmentTargets(file = FRAGMENT_TARGETS_FILE): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function writeFragmentTargets(targets: Record<string, string>, file = FRAGMENT_TARGETS_FILE): void {
  const sorted = Object.fromEntries(Object.entries(targets).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
