import {expect, test} from 'vitest';
import {packIndex, unpackIndex} from '../packIndex';
import {createSearchIndex, FIELDS, processTerm} from '../searchEngine';
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

test("unpacking gives back MiniSearch's index and the docs, through JSON", () => {
  const built = createSearchIndex(records);
  const packed = JSON.parse(JSON.stringify(packIndex(built, versions)));
  const {json, docs, terms, frequencies} = unpackIndex(packed);
  const byTerm = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : 1);
  const original = JSON.parse(JSON.stringify(built.index));
  const unpacked = JSON.parse(json);
  expect({...unpacked, index: unpacked.index.sort(byTerm)}).toEqual({
    ...original,
    index: original.index.sort(byTerm),
  });
  expect(docs).toEqual(built.docs);
  expect(terms).toEqual(original.index.map(([term]: [string]) => term));
  // Each term's frequency: the docs holding it, in each field.
  const postings = original.index.map(([, byField]: [string, Record<string, object>]) =>
    Object.values(byField),
  );
  expect(frequencies).toEqual(
    postings.map((fields: object[]) => fields.reduce((sum, docs) => sum + Object.keys(docs).length, 0)),
  );
  expect(Math.max(...frequencies)).toBeGreaterThan(1);
  // A term three times in one doc's text (stemmed, as the index keeps words of prose) keeps its frequency.
  expect(unpacked.index.find(([term]: [string]) => term === processTerm('source'))[1]).toMatchObject({
    [FIELDS.indexOf('text')]: {1: 3},
  });
});

test('the packed file refuses an index it would not read back the same', () => {
  const built = createSearchIndex(records);
  expect(() => packIndex({...built, index: {...built.index, serializationVersion: 3}}, versions)).toThrow(
    'serialization version 2, not 3',
  );
  expect(() => packIndex({...built, docs: built.docs.slice(1)}, versions)).toThrow(
    'not the positions of the docs',
  );
});
