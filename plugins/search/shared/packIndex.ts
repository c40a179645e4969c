/**
 * The index files' format. MiniSearch's JSON spells out every document id, field length and posting as an
 * object key; this format keeps the same data in arrays that compress well, and the browser turns it back into
 * MiniSearch's JSON (`AsPlainObject`, serialization version 2), which MiniSearch then loads as usual. The index
 * is split so that a query fetches a third of it: a head with what ranking reads of every doc, term shards
 * (each term's postings, by the term's first character) fetched for the query's words, and result chunks (each
 * doc's path and excerpt, by blocks of ids) fetched for the hits shown. Pure.
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

/** The docs' properties that ranking and ordering read, in the head; the rest are in result chunks. */
const COLUMNS = [
  'kind',
  'title',
  'heading',
  'memberKind',
  'notExported',
  'versions',
  'references',
] as const satisfies readonly (keyof SearchDoc)[];

/** How many docs' paths and excerpts a result chunk holds: the ten hits a dialog shows fetch ten at most. */
export const RESULT_CHUNK_SIZE = 16;

/** The head, `SEARCH_INDEX_FILE`: what every query needs, fetched first. */
export interface SearchHead {
  /** Names the files of this build's shards and chunks, so that a cached older one is never read with it. */
  key: string;
  /** The majors the API records belong to, newest (the site's current one) first. */
  versions: SearchVersion[];
  /** The docs, by id: every ranked property as a column, `null` where a doc has none. */
  docs: {[K in (typeof COLUMNS)[number]]: (SearchDoc[K] | null)[]};
  /** For each field (in `FIELDS` order), each doc's length in it, `null` where it has none. */
  fieldLengths: (number | null)[][];
  averageFieldLength: number[];
  /** The keys (`toShardKey`) of the term shards there are. */
  shards: string[];
}

/** The terms of one first character (`toShardKey`) with their postings. */
export interface TermShard {
  /** The shard's terms, sorted. */
  terms: FrontCoded;
  /**
   * Each term's postings: for each field it occurs in, the field's id and the number of docs, then for each doc
   * the distance from the previous doc's id, followed by the term's frequency in it, as a negative number, when
   * it occurs more than once.
   */
  postings: number[][];
}

/** The paths (front-coded) and excerpts of `RESULT_CHUNK_SIZE` docs, from id `chunk * RESULT_CHUNK_SIZE`. */
export interface ResultChunk {
  path: FrontCoded;
  excerpt: string[];
}

/** The written index: the head, the term shards by key, and the result chunks by number. */
export interface PackedSearchIndex {
  head: SearchHead;
  shards: Record<string, TermShard>;
  chunks: ResultChunk[];
}

/** The shard a term is in: its first character, which its prefixes, stem and most of its typos share. */
export const toShardKey = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);

/** The result chunk a doc's path and excerpt are in. */
export const toChunkNumber = (id: number): number => Math.floor(id / RESULT_CHUNK_SIZE);

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

/** One term's postings in the packed form (`TermShard.postings`). */
function toPackedPostings(byField: AsPlainObject['index'][number][1]): number[] {
  return Object.entries(byField).flatMap(([fieldId, frequencies]) => {
    const ids = Object.keys(frequencies).map(Number);
    return [
      Number(fieldId),
      ids.length,
      ...ids.flatMap((id, i) => {
        const distance = id - (ids[i - 1] ?? 0);
        return frequencies[id] > 1 ? [distance, -frequencies[id]] : [distance];
      }),
    ];
  });
}

/**
 * The index files' content: the index the build created, and the majors its API records belong to. `key`
 * names this build's shards and chunks (a hash of their content).
 */
export function packIndex(input: BuiltIndex, versions: SearchVersion[], key: string): PackedSearchIndex {
  assertPackable(input);
  const {index, docs} = input;
  const entries = [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const byShard = new Map<string, typeof entries>();
  for (const entry of entries)
    byShard.set(toShardKey(entry[0]), [...(byShard.get(toShardKey(entry[0])) ?? []), entry]);
  const chunks: ResultChunk[] = [];
  for (let start = 0; start < docs.length; start += RESULT_CHUNK_SIZE) {
    const block = docs.slice(start, start + RESULT_CHUNK_SIZE);
    chunks.push({path: toFrontCoded(block.map((doc) => doc.path)), excerpt: block.map((doc) => doc.excerpt)});
  }
  return {
    head: {
      key,
      versions,
      docs: Object.fromEntries(
        COLUMNS.map((column) => [column, docs.map((doc) => doc[column] ?? null)]),
      ) as SearchHead['docs'],
      fieldLengths: FIELDS.map((_, fieldId) =>
        docs.map((_doc, id) => index.fieldLength[id][fieldId] ?? null),
      ),
      averageFieldLength: index.averageFieldLength,
      shards: [...byShard.keys()],
    },
    shards: Object.fromEntries(
      [...byShard].map(([shardKey, shardEntries]) => [
        shardKey,
        {
          terms: toFrontCoded(shardEntries.map(([term]) => term)),
          postings: shardEntries.map(([, byField]) => toPackedPostings(byField)),
        },
      ]),
    ),
    chunks,
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

/** One term's postings as MiniSearch keeps them: for each field id, each doc id's frequency. */
export type TermPostings = Map<number, Map<number, number>>;

/** Each term of a shard with its postings, as MiniSearch keeps them (`withTerms`). */
export function toTermPostings(shard: TermShard): [term: string, postings: TermPostings][] {
  return fromFrontCoded(shard.terms).map((term, t) => {
    const numbers = shard.postings[t];
    const byField: TermPostings = new Map();
    let at = 0;
    while (at < numbers.length) {
      const docs = new Map<number, number>();
      byField.set(numbers[at++], docs);
      let id = 0;
      for (let count = numbers[at++]; count > 0; count--) {
        id += numbers[at++];
        docs.set(id, at < numbers.length && numbers[at] < 0 ? -numbers[at++] : 1);
      }
    }
    return [term, byField];
  });
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

/** The docs of a head, without the paths and excerpts that result chunks hold (`withChunk` adds them). */
export function toHeadDocs(head: SearchHead): SearchDoc[] {
  return head.docs.kind.map((_, id) => {
    const doc: Record<string, unknown> = {};
    for (const column of COLUMNS) if (head.docs[column][id] !== null) doc[column] = head.docs[column][id];
    return doc as unknown as SearchDoc;
  });
}

/** Sets the path and excerpt of the docs of result chunk `chunk` number. */
export function withChunk(docs: SearchDoc[], number: number, chunk: ResultChunk): void {
  fromFrontCoded(chunk.path).forEach((path, i) => {
    const id = number * RESULT_CHUNK_SIZE + i;
    docs[id] = {...docs[id], path, excerpt: chunk.excerpt[i]};
  });
}

/** The terms of some shards, with how many records hold each (each field of a record counted). */
export function toTermCounts(shards: readonly TermShard[]): Map<string, number> {
  return new Map(
    shards.flatMap((shard) =>
      fromFrontCoded(shard.terms).map((term, t) => [term, toFrequency(shard.postings[t])] as const),
    ),
  );
}

/**
 * MiniSearch's JSON of the index of a head and some of its shards, for `MiniSearch.loadJSONAsync`: the terms of
 * other shards are not in it. Written as text: the engine parses its thousands of small objects keyed by ids far
 * faster than a script can build them.
 */
export function toIndexJson(head: SearchHead, shards: readonly TermShard[]): string {
  const count = head.docs.kind.length;
  const rest: Omit<AsPlainObject, 'index'> = {
    documentCount: count,
    nextId: count,
    documentIds: Object.fromEntries(head.docs.kind.map((_, id) => [id, id])),
    fieldIds: Object.fromEntries(FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: Object.fromEntries(
      head.docs.kind.map((_, id) => [id, head.fieldLengths.map((lengths) => lengths[id])]),
    ) as AsPlainObject['fieldLength'],
    averageFieldLength: head.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
  const index = shards.flatMap((shard) =>
    fromFrontCoded(shard.terms).map(
      (term, t) => `[${JSON.stringify(term)},{${toPostingsJson(shard.postings[t])}}]`,
    ),
  );
  return `${JSON.stringify(rest).slice(0, -1)},"index":[${index.join(',')}]}`;
}
