import {expect, test} from 'vitest';
import type {SearchRecord} from '../../shared/types';
import {mergeVersions} from '../mergeVersions';

const record = (version: string, overrides: Partial<SearchRecord> = {}): SearchRecord => ({
  path: '/function/parse',
  kind: 'function',
  title: 'parse',
  text: 'Parses a document.',
  versions: [version],
  references: version === '17' ? 3 : 1,
  ...overrides,
});

test('a record the same in both majors is kept once, for both, ranked by the newer count of references', () => {
  expect(mergeVersions([[record('17')], [record('16')]])).toEqual([record('17', {versions: ['17', '16']})]);
});

test('records that differ in anything shown or indexed stay apart, the newer major first', () => {
  const changed = record('16', {text: 'Parses a source.'});
  const removed = record('16', {path: '/function/formatError', title: 'formatError'});
  expect(mergeVersions([[record('17')], [changed, removed]])).toEqual([record('17'), changed, removed]);
});

test('the merge copies: the records it was given keep their own majors', () => {
  const newer = record('17');
  mergeVersions([[newer], [record('16')]]);
  expect(newer.versions).toEqual(['17']);
});
