import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {addedDisagreements, disagreementsWith} from '../checkTable';
import {readRelease, SINCE_TABLE_PATH} from '../readRelease';
import type {Declarations, SinceTable} from '../../../plugins/typedoc-api/node/since/sinceTable';
import {compareReleases} from '../../../plugins/typedoc-api/shared/since';
import {releasePackages} from '../../../examples/__tests__/releases';

const siteDir = path.resolve(__dirname, '../../..');
const table: SinceTable = JSON.parse(readFileSync(path.join(siteDir, SINCE_TABLE_PATH), 'utf8'));
/** Every release installed for the tests (examples/__tests__/releases.ts, package.json's aliases), oldest first. */
const installed = Object.entries(releasePackages)
  .map(([release, name]) => ({name, dir: path.join(siteDir, 'node_modules', name), release}))
  .sort((a, b) => compareReleases(a.release, b.release));

describe(`${SINCE_TABLE_PATH} against the installed releases`, () => {
  const read = new Map<string, Declarations>();
  // A TypeScript program per release: a few seconds each on an idle machine, far longer on a busy one.
  beforeAll(() => {
    for (const {dir, release} of installed) read.set(release, readRelease(dir));
  }, 600_000);

  it('reads every release from 14.0.0 to the pinned one', () => {
    expect(table.releases[0]).toBe('14.0.0');
    expect(table.releases.at(-1)).toBe(installed.at(-1)!.release);
    for (const {release} of installed) expect(table.releases).toContain(release);
  });

  it.each(installed.map(({name, release}) => [name, release]))(
    'holds what %s (%s) declares and deprecates',
    (_, release) => {
      expect(disagreementsWith(table, release, read.get(release)!)).toEqual([]);
    },
  );

  it.each(installed.slice(1).map(({release}, i) => [installed[i].release, release]))(
    'dates what %s lacks and %s declares after the older, and what both declare at or before it',
    (older, newer) => {
      const problems = addedDisagreements(
        table,
        {release: older, declarations: read.get(older)!},
        {release: newer, declarations: read.get(newer)!},
      );
      expect(problems).toEqual([]);
    },
  );

  it('fails on a mutated table', () => {
    // The newest release and the newest of the major before it.
    const majorOf = (release: string) => release.split('.')[0];
    const newest = installed.at(-1)!.release;
    const previous = [...installed]
      .reverse()
      .find(({release}) => majorOf(release) !== majorOf(newest))!.release;
    const [older, newer] = [previous, newest].map((release) => ({release, declarations: read.get(release)!}));
    // An export the newest major brings, dated back to the first release; and a member made to vanish.
    const name = [...newer.declarations.keys()].find((key) => !older.declarations.has(key))!;
    const mutated: SinceTable = structuredClone(table);
    mutated.symbols[name] = {...mutated.symbols[name], added: '14.0.0', history: undefined};
    expect(addedDisagreements(mutated, older, newer)).toContain(
      `${name}: not in ${older.release}, but added in 14.0.0 for ${newer.release}`,
    );
    const [owner, symbol] = Object.entries(mutated.symbols).find(([, row]) => row.members && !row.removed)!;
    const [member] = Object.keys(symbol.members!);
    symbol.members![member] = {
      ...symbol.members![member],
      removed: table.releases[0],
      history: [[table.releases[0], 'removed']],
    };
    expect(disagreementsWith(mutated, newer.release, newer.declarations)).toContain(
      `${owner}.${member}: declared by ${newer.release}, absent from the table's ${newer.release}`,
    );
  });
});
