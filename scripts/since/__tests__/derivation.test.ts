import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Declarations} from '../../../plugins/typedoc-api/node/since/sinceTable';
import {readTypeDeclarations} from '../readDeclarations';
import {readFlowDeclarations} from '../readFlowDeclarations';
import {sinceAt, toSinceTable} from '../../../plugins/typedoc-api/node/since/sinceTable';

const fixtures = path.join(__dirname, '__fixtures__');

/** Declarations as plain data: name → [deprecated, {member: deprecated}]. */
const plain = (declarations: Declarations) =>
  Object.fromEntries(
    [...declarations].map(([name, symbol]) => [
      name,
      [symbol.deprecated, Object.fromEntries(symbol.members)],
    ]),
  );

/** A release's declarations from `{name: members}`; a name or member ending in `!` is deprecated. */
function release(symbols: Record<string, string[]>): Declarations {
  const bare = (key: string) => key.replace(/!$/, '');
  return new Map(
    Object.entries(symbols).map(([name, members]) => [
      bare(name),
      {deprecated: name.endsWith('!'), members: new Map(members.map((m) => [bare(m), m.endsWith('!')]))},
    ]),
  );
}

describe('readTypeDeclarations', () => {
  it('lists exports and their members, without those of Error, with their deprecations', () => {
    expect(plain(readTypeDeclarations(path.join(fixtures, 'dts/index.d.ts')))).toEqual({
      Thing: [false, {length: true, size: false, 'static make': false, constructor: false}],
      Shape: [false, {sides: false, colour: false}],
      Colour: [false, {RED: false, BLUE: false}],
      old: [true, {}],
      Kinds: [false, {A: false, B: false}],
    });
  });
});

describe('readFlowDeclarations', () => {
  it('follows re-exports to the declarations and reads them as the .d.ts reader does', () => {
    expect(plain(readFlowDeclarations(path.join(fixtures, 'flow/index.js.flow')))).toEqual({
      Thing: [false, {length: true, size: false, 'static make': false, constructor: false}],
      Kind: [false, {A: false, B: false}],
      Shape: [false, {sides: false, colour: false}],
      old: [true, {}],
    });
  });
});

describe('toSinceTable', () => {
  const table = toSinceTable(
    'pkg',
    new Map([
      ['2.0.0', release({a: ['x!', 'y'], b: ['z']})],
      ['1.0.0', release({a: ['x'], b: []})],
      ['1.1.0', release({a: ['x'], b: ['z'], c: []})],
      ['2.1.0', release({'a!': ['x!', 'y'], c: []})],
    ]),
  );

  it('orders releases by number and keeps the first release of each state', () => {
    expect(table.releases).toEqual(['1.0.0', '1.1.0', '2.0.0', '2.1.0']);
    expect(table.symbols.a).toEqual({
      added: '1.0.0',
      deprecated: '2.1.0',
      members: {x: {added: '1.0.0', deprecated: '2.0.0'}, y: {added: '2.0.0'}},
    });
    expect(table.symbols.b).toEqual({
      added: '1.0.0',
      removed: '2.1.0',
      members: {z: {added: '1.1.0', removed: '2.1.0'}},
    });
  });

  it('writes the history of a key that leaves and comes back, and reads each release’s own run', () => {
    expect(table.symbols.c).toEqual({
      added: '1.1.0',
      history: [
        ['1.1.0', 'added'],
        ['2.0.0', 'removed'],
        ['2.1.0', 'added'],
      ],
    });
    expect(sinceAt(table.symbols.c, '1.1.0')).toEqual({added: '1.1.0'});
    expect(sinceAt(table.symbols.c, '2.0.0')).toBeUndefined();
    expect(sinceAt(table.symbols.c, '2.1.0')).toEqual({added: '2.1.0'});
    expect(sinceAt(table.symbols.a.members!.x, '2.1.0')).toEqual({added: '1.0.0', deprecated: '2.0.0'});
  });
});
