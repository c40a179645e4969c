import {
  rowOf,
  sinceAt,
  type Declarations,
  type SinceTable,
} from '../../plugins/typedoc-api/node/since/sinceTable';
import {compareReleases} from '../../plugins/typedoc-api/shared/since';

/** Every export and member of `declarations`, as keys of the table. */
function keysOf(declarations: Declarations): Array<{name: string; member?: string; deprecated: boolean}> {
  return [...declarations].flatMap(([name, symbol]) => [
    {name, deprecated: symbol.deprecated},
    ...[...symbol.members].map(([member, deprecated]) => ({name, member, deprecated})),
  ]);
}

const label = (key: {name: string; member?: string}) => (key.member ? `${key.name}.${key.member}` : key.name);

/**
 * Where the table disagrees with what `release` declares (its declarations re-read): a key it declares that the
 * table says is absent or added later, or is (not) deprecated; a key the table says it declares that it lacks.
 */
export function disagreementsWith(table: SinceTable, release: string, declarations: Declarations): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  for (const key of keysOf(declarations)) {
    declared.add(label(key));
    const since = rowOf(table, key.name, key.member) && sinceAt(rowOf(table, key.name, key.member)!, release);
    if (!since) problems.push(`${label(key)}: declared by ${release}, absent from the table's ${release}`);
    else if (Boolean(since.deprecated) !== key.deprecated)
      problems.push(
        `${label(key)}: ${key.deprecated ? 'deprecated' : 'not deprecated'} in ${release}, the table says ${since.deprecated ? `deprecated in ${since.deprecated}` : 'not deprecated'}`,
      );
  }
  for (const [name, symbol] of Object.entries(table.symbols))
    for (const member of [undefined, ...Object.keys(symbol.members ?? {})])
      if (!declared.has(label({name, member})) && sinceAt(rowOf(table, name, member)!, release))
        problems.push(`${label({name, member})}: the table says ${release} declares it; it does not`);
  return problems;
}

/**
 * Where the table's "added" disagrees with two releases `older` < `newer`: a key `newer` declares that `older`
 * lacks must be added after `older`; one both declare, and every release between them too, at or before `older`.
 */
export function addedDisagreements(
  table: SinceTable,
  older: {release: string; declarations: Declarations},
  newer: {release: string; declarations: Declarations},
): string[] {
  const olderKeys = new Set(keysOf(older.declarations).map(label));
  const problems: string[] = [];
  for (const key of keysOf(newer.declarations)) {
    const row = rowOf(table, key.name, key.member);
    const added = row && sinceAt(row, newer.release)?.added;
    if (!added) continue; // disagreementsWith reports it
    const afterOlder = compareReleases(added, older.release) > 0;
    if (!olderKeys.has(label(key)) && !afterOlder)
      problems.push(`${label(key)}: not in ${older.release}, but added in ${added} for ${newer.release}`);
    const between = table.releases.filter(
      (release) =>
        compareReleases(release, older.release) >= 0 && compareReleases(release, newer.release) <= 0,
    );
    const continuous = between.every((release) => sinceAt(row, release));
    if (olderKeys.has(label(key)) && continuous && afterOlder)
      problems.push(`${label(key)}: in ${older.release}, but added in ${added} for ${newer.release}`);
  }
  return problems;
}
