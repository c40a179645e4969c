import {expect, test} from 'vitest';
import * as engine from '../searchEngine';
import type {SearchRecord} from '../types';

const {processTerm, rarity, respell, toQuery, toQueryTerms} = engine;

/** The spellings a query searches, of every word. */
const words = (query: ReturnType<typeof toQuery>) =>
  query.flatMap(({spellings}) => spellings) as {
    queries: string[];
    weights?: object;
    boostTerm?: () => number;
  }[];

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

test('an abbreviation is also searched as the words it stands for, in full; a common word counts less than a rare one', () => {
  const stems = ['auth', 'authorization', 'authentication', 'query', 'abort'].map((word) =>
    processTerm(word)!,
  );
  const isIndexed = (term: string) => stems.includes(term);
  const weightOf = (term: string) => (term === processTerm('query') ? 0.3 : 0.8);
  const auth = words(toQuery('auth', isIndexed, undefined, weightOf));
  expect(auth.map(({queries}) => queries[0])).toEqual(stems.slice(0, 3));
  expect(auth.map(({boostTerm}) => boostTerm?.())).toEqual([0.8, 0.8, 0.8]);
  const question = words(toQuery('abort a query', isIndexed, undefined, weightOf));
  expect(question.map(({boostTerm}) => boostTerm?.())).toEqual([0.8, 0.3]);
});

test('the terms a query may be searched as, before any shard is loaded, hold every spelling it is searched as', () => {
  // As typed and lower case (a word being typed); the synonyms and the meanings of abbreviations (indexed words).
  for (const query of [
    'Cancel a QUERY',
    'auth middleware',
    'how do I paginate',
    'GraphQLObjectType.toConfig',
  ]) {
    const spellings = [...toQuery(query, () => false), ...toQuery(query, () => true)].flatMap((word) =>
      word.spellings.flatMap((spelling) => spelling.queries),
    );
    expect(new Set(toQueryTerms(query))).toEqual(new Set(spellings));
  }
});

test("a word's rarity is 1 where no record holds it and falls as more do", () => {
  expect(rarity(0, 2000)).toBe(1);
  expect(rarity(20, 2000)).toBeLessThan(1);
  expect(rarity(200, 2000)).toBeLessThan(rarity(20, 2000));
  expect(rarity(5000, 2000)).toBeGreaterThan(0);
});

test('a record counts each word of a query once, by its best spelling, times the number of words it matches', async () => {
  const section = (path: string, text: string): SearchRecord => ({path, kind: 'tutorial', title: 'T', text});
  const records = [
    section('/both', 'auth and authorization'),
    section('/one', 'authorization'),
    section('/two-words', 'authorization rules'),
  ];
  const miniSearch = await engine.loadMiniSearch(JSON.stringify(engine.createSearchIndex(records).index));
  const spellings = ['auth', 'authorization'].map((word) => ({queries: [processTerm(word)!], prefix: false}));
  const scoreOf = (results: {id: number; score: number}[], id: number) =>
    results.find((result) => result.id === id)?.score;
  const alone = spellings.map((spelling) =>
    engine.searchWords(miniSearch, [{spellings: [spelling]}], engine.searchOptions),
  );
  const auth = engine.searchWords(miniSearch, [{spellings}], engine.searchOptions);
  expect(scoreOf(auth, 0)).toBe(Math.max(scoreOf(alone[0], 0)!, scoreOf(alone[1], 0)!));
  expect(scoreOf(auth, 1)).toBe(scoreOf(alone[1], 1));
  const rules = {spellings: [{queries: [processTerm('rules')!], prefix: false}]};
  const both = engine.searchWords(miniSearch, [{spellings}, rules], engine.searchOptions);
  expect(scoreOf(both, 2)).toBe(
    2 * (scoreOf(auth, 2)! + scoreOf(engine.searchWords(miniSearch, [rules], engine.searchOptions), 2)!),
  );
  expect(both[0].id).toBe(2);
});
