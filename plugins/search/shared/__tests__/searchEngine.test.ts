import {expect, test} from 'vitest';
import {processTerm, respell, toQuery} from '../searchEngine';

const words = (query: ReturnType<typeof toQuery>) =>
  (query as {queries: {queries: string[]; weights?: object; boostTerm?: () => number}[]}).queries;

test('a query searches each distinct word but stop words; words the index has weigh their prefixes little', () => {
  const query = words(toQuery('How do I build a Schema, build it', (term) => term === 'schema'));
  expect(query).toEqual([{queries: ['build']}, {queries: ['schema'], weights: {prefix: 0.05, fuzzy: 0.1}}]);
});

test('a pasted page searches its first twelve words, so that no keystroke waits on thousands', () => {
  const page = Array.from({length: 3000}, (_, i) => `word${i}`).join(' ');
  expect(words(toQuery(page, () => false)).map((word) => word.queries[0])).toEqual(
    Array.from({length: 12}, (_, i) => `word${i}`),
  );
});

test('a word the index lacks is also searched as the one word the index has with two neighbouring letters swapped', () => {
  const indexed = new Set(['visit', 'parse', 'spare']);
  const isIndexed = (term: string) => indexed.has(term);
  expect(words(toQuery('visti', isIndexed))).toEqual([
    {queries: ['visti']},
    {queries: ['visit'], weights: {prefix: 0.05, fuzzy: 0.1}},
  ]);
  expect(respell('Visti', isIndexed)).toBe('Visit');
  // An indexed word, a short one, and one that two words of the index are a swap away from stay as typed.
  expect(respell('visit', isIndexed)).toBeUndefined();
  expect(respell('vsi', () => true)).toBeUndefined();
  expect(respell('tset', (term) => ['test', 'stet'].includes(term))).toBeUndefined();
});

test('a word with a synonym the index has is also searched as the synonym, counting half', () => {
  // The index holds words of prose by their stems.
  const stems = ['query', 'complexity', 'cost'].map((word) => processTerm(word)!);
  const query = words(toQuery('query complexity', (term) => stems.includes(term)));
  expect(query.map(({queries}) => queries[0])).toEqual(stems);
  expect(query[2].boostTerm?.()).toBe(0.5);
  // Only where the index has it, and once.
  expect(words(toQuery('complexity', (term) => term === processTerm('complexity')))).toHaveLength(1);
  expect(words(toQuery('complexity cost', () => true))).toHaveLength(2);
});
