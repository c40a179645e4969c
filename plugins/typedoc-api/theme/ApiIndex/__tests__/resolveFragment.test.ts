import {expect, test} from 'vitest';
import type {ApiOverviewEntry} from '../../../shared/types';
import {resolveFragment} from '../resolveFragment';

const entries: ApiOverviewEntry[] = ['visit', 'visitInParallel', 'Source', 'GraphQLSchema'].map((name) => ({
  name,
  kind: 'function',
  summary: '',
}));
const ids = new Set(['visiting', 'source', 'schema']);
/** The name of the symbol a fragment leads to, or the id it scrolls to. */
const resolve = (hash: string) => {
  const target = resolveFragment(hash, entries, (id) => ids.has(id));
  return target && ('entry' in target ? {name: target.entry.name} : target);
};

test('a fragment naming a symbol, in any case, leads to its page', () => {
  expect(resolve('#visit')).toEqual({name: 'visit'});
  expect(resolve('#GraphQLSchema')).toEqual({name: 'GraphQLSchema'});
  expect(resolve('#graphqlschema')).toEqual({name: 'GraphQLSchema'});
  expect(resolve('#visitinparallel')).toEqual({name: 'visitInParallel'});
});

test("Nextra's suffix of a repeated heading is dropped when the whole id names nothing", () => {
  expect(resolve('#source-1')).toEqual({name: 'Source'});
});

test('an id the overview has stays: its categories come before symbols of the same name', () => {
  expect(resolve('#source')).toBeUndefined();
  expect(resolve('#visiting')).toBeUndefined();
});

test('a category fragment of the old pages leads to the category', () => {
  expect(resolve('#category-visiting')).toEqual({id: 'visiting'});
  expect(resolve('#category-nothing')).toBeUndefined();
});

test('nothing for no fragment, a fragment naming nothing, or one that is not valid percent-encoding', () => {
  expect(resolve('')).toBeUndefined();
  expect(resolve('#')).toBeUndefined();
  expect(resolve('#no-such-symbol')).toBeUndefined();
  expect(resolve('#%E0%A4%A')).toBeUndefined();
});
