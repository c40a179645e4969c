import {expect, test} from 'vitest';
import {
  packIndex,
  RESULT_CHUNK_SIZE,
  toHeadDocs,
  toIndexJson,
  toTermCounts,
  toTermPostings,
  withChunk,
  type PackedSearchIndex,
} from '../packIndex';
import {createSearchIndex, FIELDS, loadMiniSearch, processTerm, withTerms} from '../searchEngine';
import type {SearchRecord} from '../types';

const records: SearchRecord[] = [
  {
    path: '/function/parse',
    kind: 'function',
    title: 'parse',
    text: 'Parses a source.',
    params: 'source options',
    versions: ['17', '16'],
    references: 4,
  },
  {
    path: '/class/Source',
    kind: 'class',
    title: 'Source',
    text: 'A source, a source, a source.',
    versions: ['17'],
  },
  {
    path: '/class/Source#body',
    kind: 'member',
    title: 'Source',
    heading: 'body',
    memberKind: 'readonly property',
    text: '',
    versions: ['17'],
  },
  {
    path: '/internal/Maybe',
    kind: 'type',
    title: 'Maybe',
    text: 'Nullable.',
    notExported: true,
    versions: ['16'],
  },
  {
    path: '/docs/tutorials#the-schema',
    kind: 'tutorial',
    title: 'Getting Started',
    heading: 'The schema',
    text: 'The schema parses.',
  },
];
const versions = [
  {label: '17', apiBase: '/api'},
  {label: '16', apiBase: '/api/v16'},
];

test("the head, every shard and every chunk give back MiniSearch's index and the docs, through JSON", () => {
  const built = createSearchIndex(records);
  const {head, shards, chunks} = JSON.parse(
    JSON.stringify(packIndex(built, versions, 'key')),
  ) as PackedSearchIndex;
  const byTerm = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : 1);
  const original = JSON.parse(JSON.stringify(built.index));
  const unpacked = JSON.parse(toIndexJson(head, Object.values(shards)));
  expect({...unpacked, index: unpacked.index.sort(byTerm)}).toEqual({
    ...original,
    index: original.index.sort(byTerm),
  });
  const docs = toHeadDocs(head);
  chunks.forEach((chunk, number) => withChunk(docs, number, chunk));
  expect(docs).toEqual(built.docs);
  // Each term's frequency: the docs holding it, in each field.
  const frequencies = toTermCounts(Object.values(shards));
  expect(frequencies).toEqual(
    new Map(
      original.index.map(([term, byField]: [string, Record<string, object>]) => [
        term,
        Object.values(byField).reduce((sum, docs) => sum + Object.keys(docs).length, 0),
      ]),
    ),
  );
  expect(Math.max(...frequencies.values())).toBeGreaterThan(1);
  // A term three times in one doc's text (stemmed, as the index keeps words of prose) keeps its frequency.
  expect(unpacked.index.find(([term]: [string]) => term === processTerm('source'))[1]).toMatchObject({
    [FIELDS.indexOf('text')]: {1: 3},
  });
});

test('a shard holds the terms of one first letter; an index of some shards lacks the others', () => {
  const {head, shards} = packIndex(createSearchIndex(records), versions, 'key');
  expect(head.shards.sort()).toEqual(Object.keys(shards).sort());
  const terms = [...toTermCounts([shards.p]).keys()];
  expect(terms).toEqual(expect.arrayContaining(['parse', processTerm('parses')]));
  expect(terms.every((term) => term.startsWith('p'))).toBe(true);
  const partial = JSON.parse(toIndexJson(head, [shards.p])).index.map(([term]: [string]) => term);
  expect(partial.sort()).toEqual(terms.sort());
});

test('a result chunk holds the paths and excerpts of RESULT_CHUNK_SIZE docs', () => {
  const many = Array.from({length: RESULT_CHUNK_SIZE + 1}, (_, i) => ({
    ...records[0],
    path: `/function/f${i}`,
  }));
  const {chunks} = packIndex(createSearchIndex(many), versions, 'key');
  expect(chunks.map((chunk) => chunk.excerpt.length)).toEqual([RESULT_CHUNK_SIZE, 1]);
  const docs = toHeadDocs(packIndex(createSearchIndex(many), versions, 'key').head);
  withChunk(docs, 1, chunks[1]);
  expect(docs.map((doc) => doc.path)).toEqual([
    ...Array(RESULT_CHUNK_SIZE).fill(undefined),
    `/function/f${RESULT_CHUNK_SIZE}`,
  ]);
});

test('the packed file refuses an index it would not read back the same', () => {
  const built = createSearchIndex(records);
  expect(() =>
    packIndex({...built, index: {...built.index, serializationVersion: 3}}, versions, 'key'),
  ).toThrow('serialization version 2, not 3');
  expect(() => packIndex({...built, docs: built.docs.slice(1)}, versions, 'key')).toThrow(
    'not the positions of the docs',
  );
});

test('shards added to a loaded index one by one (withTerms) search as the whole index loaded from JSON does', async () => {
  const {head, shards} = packIndex(createSearchIndex(records), versions, 'key');
  const whole = await loadMiniSearch(toIndexJson(head, Object.values(shards)));
  let grown = await loadMiniSearch(toIndexJson(head, []));
  const base = grown;
  for (const shard of Object.values(shards)) grown = withTerms(grown, toTermPostings(shard));
  // MiniSearch's own search, fuzzy and by prefix, over every field: it reads the terms' postings wherever
  // MiniSearch keeps them, so a release that keeps them elsewhere fails here.
  for (const query of ['source', 'parse', 'schema', 'sourc', 'body', 'nullable'])
    expect(grown.search(query, {prefix: true, fuzzy: 0.2}), query).toEqual(
      whole.search(query, {prefix: true, fuzzy: 0.2}),
    );
  expect(whole.search('source').length).toBeGreaterThan(0);
  // The index it grew from is left as it was.
  expect(base.search('source')).toEqual([]);
});
