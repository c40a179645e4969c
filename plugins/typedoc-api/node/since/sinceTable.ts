import {compareReleases} from '../../shared/since';

/** What one release declares of one export: whether it is deprecated, and its members (name → deprecated). */
export interface DeclaredSymbol {
  deprecated: boolean;
  /** Keyed by member name; static members as `static name`, a constructor as `constructor`. */
  members: Map<string, boolean>;
}

/** Every export of a release's main entry point, by name (scripts/since reads them from each release). */
export type Declarations = Map<string, DeclaredSymbol>;

/** What a release says of a symbol or member: declared, declared and deprecated, or not declared. */
export type SinceState = 'added' | 'deprecated' | 'removed';

/**
 * When one export or member first appeared, was first deprecated and, if the newest release lacks it, went
 * missing. When its history is not that simple (graphql 15 and 16 got fixes that 16.0.0 or 17.0.0 did not yet
 * have; a deprecation may be lifted), `history` lists every change: the release and the state from there on.
 */
export interface SinceRow {
  added: string;
  deprecated?: string;
  removed?: string;
  history?: Array<[release: string, state: SinceState]>;
}

/** An export's row, with its members' rows by name (static members as `static name`). */
export interface SinceSymbolRow extends SinceRow {
  members?: Record<string, SinceRow>;
}

/** The committed table (`docs/api-since.json`): every export of every release read, and its members. */
export interface SinceTable {
  package: string;
  /** Every release read, oldest first. */
  releases: string[];
  symbols: Record<string, SinceSymbolRow>;
}

/** The row of an export, or of one of its members; nothing when the table has none (no prototype key counts). */
export function rowOf(table: SinceTable, name: string): SinceSymbolRow | undefined;
export function rowOf(table: SinceTable, name: string, member: string | undefined): SinceRow | undefined;
export function rowOf(table: SinceTable, name: string, member?: string): SinceRow | undefined {
  const symbol = Object.hasOwn(table.symbols, name) ? table.symbols[name] : undefined;
  if (member === undefined) return symbol;
  return symbol?.members && Object.hasOwn(symbol.members, member) ? symbol.members[member] : undefined;
}

/** Whether `version` is a release (`16.8.0`), not an alpha, beta, release candidate or canary. */
export const isRelease = (version: string) => /^\d+\.\d+\.\d+$/.test(version);

/** A row's changes of state, oldest first. */
export function historyOf(row: SinceRow): Array<[string, SinceState]> {
  if (row.history) return row.history;
  return [
    [row.added, 'added'],
    ...(row.deprecated ? [[row.deprecated, 'deprecated'] as [string, SinceState]] : []),
    ...(row.removed ? [[row.removed, 'removed'] as [string, SinceState]] : []),
  ];
}

/** The row of one history: its first changes, and the whole history when those do not tell it. */
function toRow(history: Array<[string, SinceState]>): SinceRow {
  const deprecated = history.find(([, state]) => state === 'deprecated')?.[0];
  const row: SinceRow = {
    added: history[0][0],
    ...(deprecated && {deprecated}),
    // Removed only when the newest release lacks it; a return shows in the history.
    ...(history.at(-1)![1] === 'removed' && {removed: history.at(-1)![0]}),
  };
  const simple = JSON.stringify(historyOf(row)) === JSON.stringify(history);
  return simple ? row : {...row, history};
}

/** The changes of state of a key over the releases, from its state in each (`undefined` before it appears). */
function toHistory(states: ReadonlyArray<SinceState | undefined>, releases: readonly string[]) {
  const history: Array<[string, SinceState]> = [];
  states.forEach((state, index) => {
    const previous = history.at(-1)?.[1];
    if (state !== previous && (state !== 'removed' || previous !== undefined))
      history.push([releases[index], state!]);
  });
  return history;
}

/**
 * What a page of `release` says of a row: the release since which every release up to it declares the symbol
 * (so a fix that came to 15.10.2 and 16.15.0 is "added in 16.15.0" for 16.15.0's reader), and, when `release`
 * deprecates it, the release since which every release up to it has. Nothing when `release` does not declare it.
 */
export function sinceAt(row: SinceRow, release: string): {added: string; deprecated?: string} | undefined {
  let added: string | undefined;
  let deprecated: string | undefined;
  for (const [from, state] of historyOf(row)) {
    if (compareReleases(from, release) > 0) break;
    if (state === 'removed') added = deprecated = undefined;
    else {
      added ??= from;
      deprecated = state === 'deprecated' ? (deprecated ?? from) : undefined;
    }
  }
  return added === undefined ? undefined : {added, ...(deprecated && {deprecated})};
}

/** Sorted by key, as plain objects: the JSON file is the same for the same releases. */
const sortedObject = <T>(entries: Iterable<[string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The table of what each release declares (`byRelease`, any order): for every export and member seen in any of
 * them, the first release that declares it, the first that deprecates it, the release after the last that
 * declares it when the newest lacks it, and the whole history when it is not that simple.
 */
export function toSinceTable(packageName: string, byRelease: ReadonlyMap<string, Declarations>): SinceTable {
  const releases = [...byRelease.keys()].sort(compareReleases);
  const stateOf = (declared: boolean, deprecated: boolean): SinceState =>
    !declared ? 'removed' : deprecated ? 'deprecated' : 'added';
  const names = new Set(releases.flatMap((release) => [...byRelease.get(release)!.keys()]));
  const symbols = [...names].map((name): [string, SinceSymbolRow] => {
    const declared = releases.map((release) => byRelease.get(release)!.get(name));
    const memberNames = new Set(declared.flatMap((symbol) => [...(symbol?.members.keys() ?? [])]));
    const members = [...memberNames].map((member): [string, SinceRow] => {
      const states = declared.map((symbol) =>
        stateOf(symbol?.members.has(member) ?? false, symbol?.members.get(member) ?? false),
      );
      return [member, toRow(toHistory(states, releases))];
    });
    const states = declared.map((symbol) => stateOf(symbol !== undefined, symbol?.deprecated ?? false));
    return [
      name,
      {...toRow(toHistory(states, releases)), ...(members.length > 0 && {members: sortedObject(members)})},
    ];
  });
  return {package: packageName, releases, symbols: sortedObject(symbols)};
}
