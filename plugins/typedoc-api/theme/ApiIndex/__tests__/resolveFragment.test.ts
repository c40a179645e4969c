import {expect, test} from 'vitest';
import type {ApiOverviewEntry} from '../../../shared/types';
import {resolveFragment} from '../resolveFragment';

const entry = (name: string, href: string): ApiOverviewEntry => ({name, kind: 'function', summary: '', href});
const entries = [
  entry('visit', '/api/v16/function/visit'),
  entry('visitInParallel', '/api/v16/function/visitInParallel'),
  entry('Source', '/api/v16/class/Source'),
  entry('GraphQLSchema', '/api/v16/class/GraphQLSchema'),
];
const ids = new Set(['visiting', 'source', 'schema']);
const resolve = (hash: string) => resolveFragment(hash, entries, (id) => ids.has(id));

test('a fragment naming a symbol, in any case, leads to its page', () => {
  expect(resolve('#visit')).toEqual({href: '/api/v16/function/visit'});
  expect(resolve('#GraphQLSchema')).toEqual({href: '/api/v16/class/GraphQLSchema'});
  expect(resolve('#graphqlschema')).toEqual({href: '/api/v16/class/GraphQLSchema'});
  expect(resolve('#visitinparallel')).toEqual({href: '/api/v16/function/visitInParallel'});
});

test("Nextra's suffix of a repeated heading is dropped when the whole id names nothing", () => {
  expect(resolve('#source-1')).toEqual({href: '/api/v16/class/Source'});
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
