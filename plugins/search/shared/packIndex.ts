/**
 * The index file's format. MiniSearch's JSON spells out every document id, field length and posting as an
 * object key; this format keeps the same data in arrays that compress well, and the browser turns it back into
 * MiniSearch's JSON (`AsPlainObject`, serialization version 2), which MiniSearch then loads as usual. Pure.
 */
import type {AsPlainObject} from 'minisearch';
import {FIELDS, type BuiltIndex} from './searchEngine';
import type {SearchDoc, SearchVersion} from './types';

/**
 * Strings that follow one another closely (sorted terms; the paths of a page and of its members), each as the
 * length of the prefix it shares with the one before, and the rest.
 */
interface FrontCoded {
  shared: number[];
  suffixes: string[];
}

function toFrontCoded(strings: readonly string[]): FrontCoded {
  const shared = strings.map((string, i) => {
    const previous = strings[i - 1] ?? '';
    let length = 0;
    while (length < string.length && string[length] === previous[length]) length++;
    return length;
  });
  return {shared, suffixes: strings.map((string, i) => string.slice(shared[i]))};
}

function fromFrontCoded({shared, suffixes}: FrontCoded): string[] {
  const strings: string[] = [];
  suffixes.forEach((suffix, i) => strings.push((strings[i - 1] ?? '').slice(0, shared[i]) + suffix));
  return strings;
}

/** The docs' properties but `path`, stored as one array each. */
const COLUMNS = [
  'kind',
  'title',
  'heading',
  'memberKind',
  'excerpt',
  'notExported',
  'versions',
  'references',
] as const satisfies readonly (keyof SearchDoc)[];

/** The written index, `SEARCH_INDEX_FILE`. */
export interface PackedSearchIndex {
  /** The majors the API records belong to, newest (the site's current one) first. */
  versions: SearchVersion[];
  /** The docs, by id: their paths front-coded, every other property as a column, `null` where a doc has none. */
  docs: {path: FrontCoded} & {[K in (typeof COLUMNS)[number]]: (SearchDoc[K] | null)[]};
  /** For each field (in `FIELDS` order), each doc's length in it, `null` where it has none. */
  fieldLengths: (number | null)[][];
  averageFieldLength: number[];
  /** Every indexed term, sorted. */
  terms: FrontCoded;
  /**
   * Each term's postings: for each field it occurs in, the field's id and the number of docs, then for each doc
   * the distance from the previous doc's id, followed by the term's frequency in it, as a negative number, when
   * it occurs more than once.
   */
  postings: number[][];
}

/** The packed format leaves out what it can rebuild; this is what it relies on. */
function assertPackable({index, docs}: BuiltIndex): void {
  if (index.serializationVersion !== 2)
    throw new Error(
      `search: packIndex knows MiniSearch's serialization version 2, not ${index.serializationVersion}`,
    );
  const ids = Object.entries(index.documentIds);
  if (ids.length !== docs.length || ids.some(([shortId, id]) => Number(shortId) !== id))
    throw new Error('search: MiniSearch document ids are not the positions of the docs');
  if (FIELDS.some((field, fieldId) => index.fieldIds[field] !== fieldId))
    throw new Error('search: MiniSearch field ids are not in FIELDS order');
}

/** The index file's content: the index the build created, and the majors its API records belong to. */
export function packIndex(input: BuiltIndex, versions: SearchVersion[]): PackedSearchIndex {
  assertPackable(input);
  const {index, docs} = input;
  const entries = [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    versions,
    docs: {
      ...(Object.fromEntries(COLUMNS.map((key) => [key, docs.map((doc) => doc[key] ?? null)])) as Omit<
        PackedSearchIndex['docs'],
        'path'
      >),
      path: toFrontCoded(docs.map((doc) => doc.path)),
    },
    fieldLengths: FIELDS.map((_, fieldId) => docs.map((_doc, id) => index.fieldLength[id][fieldId] ?? null)),
    averageFieldLength: index.averageFieldLength,
    terms: toFrontCoded(entries.map(([term]) => term)),
    postings: entries.map(([, byField]) =>
      Object.entries(byField).flatMap(([fieldId, frequencies]) => {
        const ids = Object.keys(frequencies).map(Number);
        return [
          Number(fieldId),
          ids.length,
          ...ids.flatMap((id, i) => {
            const distance = id - (ids[i - 1] ?? 0);
            return frequencies[id] > 1 ? [distance, -frequencies[id]] : [distance];
          }),
        ];
      }),
    ),
  };
}

/** One term's postings as MiniSearch writes them: `"fieldId":{"docId":frequency,…},…`. */
function toPostingsJson(numbers: readonly number[]): string {
  const fields: string[] = [];
  let at = 0;
  while (at < numbers.length) {
    const fieldId = numbers[at++];
    const docs: string[] = [];
    let id = 0;
    for (let count = numbers[at++]; count > 0; count--) {
      id += numbers[at++];
      const frequency = at < numbers.length && numbers[at] < 0 ? -numbers[at++] : 1;
      docs.push(`"${id}":${frequency}`);
    }
    fields.push(`"${fieldId}":{${docs.join(',')}}`);
  }
  return fields.join(',');
}

/** How many records hold a term, from its postings: the sum of each field's number of docs. */
function toFrequency(numbers: readonly number[]): number {
  let frequency = 0;
  let at = 0;
  while (at < numbers.length) {
    const count = numbers[at + 1];
    frequency += count;
    at += 2;
    for (let left = count; left > 0; left--) at += at + 1 < numbers.length && numbers[at + 1] < 0 ? 2 : 1;
  }
  return frequency;
}

/** What the browser needs of a packed index. */
export interface UnpackedIndex {
  /**
   * MiniSearch's JSON of the index, for `MiniSearch.loadJSONAsync`. Written as text: the engine parses its
   * thousands of small objects keyed by ids far faster than a script can build them.
   */
  json: string;
  docs: SearchDoc[];
  /** Every indexed term. */
  terms: string[];
  /** How many records hold each term (of `terms`, in order), each field of a record counted. */
  frequencies: number[];
}

/** What the browser needs, from the index file's content. */
export function unpackIndex(packed: PackedSearchIndex): UnpackedIndex {
  const paths = fromFrontCoded(packed.docs.path);
  const docs = paths.map((path, id) => {
    const doc: Record<string, unknown> = {path};
    for (const key of COLUMNS) if (packed.docs[key][id] !== null) doc[key] = packed.docs[key][id];
    return doc as unknown as SearchDoc;
  });
  const terms = fromFrontCoded(packed.terms);
  const rest: Omit<AsPlainObject, 'index'> = {
    documentCount: docs.length,
    nextId: docs.length,
    documentIds: Object.fromEntries(docs.map((_, id) => [id, id])),
    fieldIds: Object.fromEntries(FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: Object.fromEntries(
      docs.map((_, id) => [id, packed.fieldLengths.map((lengths) => lengths[id])]),
    ) as AsPlainObject['fieldLength'],
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
  const index = terms.map((term, t) => `[${JSON.stringify(term)},{${toPostingsJson(packed.postings[t])}}]`);
  return {
    json: `${JSON.stringify(rest).slice(0, -1)},"index":[${index.join(',')}]}`,
    docs,
    terms,
    frequencies: packed.postings.map(toFrequency),
  };
}
