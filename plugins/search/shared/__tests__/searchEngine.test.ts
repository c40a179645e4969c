import {expect, test} from 'vitest';
import {toQuery} from '../searchEngine';

const words = (query: ReturnType<typeof toQuery>) =>
  (query as {queries: {queries: string[]; weights?: object}[]}).queries;

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
