/**
 * Loading an index as queries need it (its head, then the term shards of each query's words and the result chunks
 * of the hits shown) and querying what is loaded: MiniSearch finds and scores the records, each match becomes a
 * hit per major it stands for, and the hits are ordered for reading (orderHits.ts). The browser calls
 * `searchIndex` per keystroke, once `withQuery` has loaded the query's shards.
 */
import {orderHits, toMemberKey, toQueriedMemberKey} from './orderHits';
import {
  toChunkNumber,
  toHeadDocs,
  toIndexJson,
  toShardKey,
  toTermCounts,
  toTermPostings,
  withChunk,
  type ResultChunk,
  type SearchHead,
  type TermShard,
} from './packIndex';
import {
  documentWeight,
  loadMiniSearch,
  processTerm,
  rarity,
  respell,
  searchOptions,
  searchWords,
  toQuery,
  toQueryTerms,
  withTerms,
} from './searchEngine';
import type {SearchDoc, SearchHit, SearchVersion} from './types';
import {pairsInOrder} from './wordOrder';
import {toWords} from './words';

/** Which majors' hits a search lists: one major's label (`17`), or `all`. */
export type VersionFilter = string;

/** The filter that lists every major. */
export const ALL_VERSIONS: VersionFilter = 'all';

/** Where an index's shards and result chunks come from: the server in the browser, memory in the tests. */
export interface SearchFiles {
  shard(key: string): Promise<TermShard>;
  chunk(number: number): Promise<ResultChunk>;
}

/**
 * An index as far as it is loaded: the head, the term shards the queries so far needed, the result chunks of the
 * hits shown so far. `searchIndex` queries what is loaded; `withQuery` and `withHits` load more, each giving a
 * new index when they did (a React state can hold it).
 */
export interface SearchIndex {
  head: SearchHead;
  files: SearchFiles;
  /** MiniSearch over the loaded shards' terms. */
  miniSearch: Awaited<ReturnType<typeof loadMiniSearch>>;
  /** Every doc; the path and excerpt only of the docs whose result chunk is loaded. */
  docs: SearchDoc[];
  shards: Map<string, TermShard>;
  chunks: Set<number>;
  /** Newest first: the first is the site's current major, which searches list by default. */
  versions: SearchVersion[];
  /** Each doc's weight in scores (documentWeight), by id. */
  weights: number[];
  /** The names (`title`, and `heading` of members) that the current major's records have. */
  currentNames: Set<string>;
  /** The loaded shards' terms, with how many records hold each (each field of a record counted). */
  terms: Map<string, number>;
  /** The ids of the member docs of each owner and name (`toMemberKey`). */
  membersByKey: Map<string, number[]>;
  /** The terms of each docs page's title, by the id of its first record, as `searchIndex` needs them. */
  titleTerms: string[][];
}

const nameOf = (doc: SearchDoc) => `${doc.title}\n${doc.heading ?? ''}`;

/** An index of a head, before any shard or chunk is loaded. */
export async function loadSearchIndex(head: SearchHead, files: SearchFiles): Promise<SearchIndex> {
  const docs = toHeadDocs(head);
  const current = head.versions[0]?.label;
  return {
    head,
    files,
    miniSearch: await loadMiniSearch(toIndexJson(head, [])),
    docs,
    shards: new Map(),
    chunks: new Set(),
    versions: head.versions,
    weights: docs.map(documentWeight),
    currentNames: new Set(docs.filter((doc) => current && doc.versions?.includes(current)).map(nameOf)),
    terms: new Map(),
    membersByKey: toMembersByKey(docs),
    titleTerms: [],
  };
}

/**
 * The shards a query's words may match in: those of each word as typed and as stemmed, and of the words that
 * stand for it (abbreviations, synonyms). A completion, a stem being typed and a respelling start with the
 * word's first letter; a typo in the first letter is found only where that letter's shard is loaded.
 */
function toShardKeys(query: string): Set<string> {
  return new Set(toQueryTerms(query).filter(Boolean).map(toShardKey));
}

/** The index with the shards the query needs, loaded; the same index when it had them. */
export async function withQuery(index: SearchIndex, query: string): Promise<SearchIndex> {
  return withShards(
    index,
    [...toShardKeys(query)].filter((key) => index.head.shards.includes(key)),
  );
}

/** The index with the given shards loaded; the same index when it had them. */
export async function withShards(index: SearchIndex, keys: readonly string[]): Promise<SearchIndex> {
  const missing = [...new Set(keys)].filter((key) => !index.shards.has(key));
  if (!missing.length) return index;
  const loaded = await Promise.all(missing.map((key) => index.files.shard(key)));
  const shards = new Map([...index.shards, ...missing.map((key, i) => [key, loaded[i]] as const)]);
  return {
    ...index,
    shards,
    miniSearch: withTerms(index.miniSearch, loaded.flatMap(toTermPostings)),
    terms: new Map([...index.terms, ...toTermCounts(loaded)]),
  };
}

/** The index with the paths and excerpts of the docs of the hits loaded; the same index when it had them. */
export async function withHits(
  index: SearchIndex,
  hits: readonly Pick<SearchHit, 'doc'>[],
): Promise<SearchIndex> {
  return withChunks(
    index,
    hits.map((hit) => toChunkNumber(hit.doc)),
  );
}

/** Whether the paths and excerpts of the docs of the hits are loaded (`withHits`). */
export function hasHits(index: SearchIndex, hits: readonly Pick<SearchHit, 'doc'>[]): boolean {
  return hits.every((hit) => index.chunks.has(toChunkNumber(hit.doc)));
}

/** The index with the given result chunks loaded; the same index when it had them. */
async function withChunks(index: SearchIndex, numbers: readonly number[]): Promise<SearchIndex> {
  const missing = [...new Set(numbers)].filter((number) => !index.chunks.has(number));
  if (!missing.length) return index;
  const loaded = await Promise.all(missing.map((number) => index.files.chunk(number)));
  const docs = [...index.docs];
  missing.forEach((number, i) => withChunk(docs, number, loaded[i]));
  return {...index, docs, chunks: new Set([...index.chunks, ...missing])};
}

function toMembersByKey(docs: readonly SearchDoc[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  docs.forEach((doc, id) => {
    if (doc.kind !== 'member') return;
    const key = toMemberKey(doc.title, doc.heading ?? '');
    byKey.set(key, [...(byKey.get(key) ?? []), id]);
  });
  return byKey;
}

/** The site's current major, which the tutorials are written for and searches list by default. */
function currentVersion(index: Pick<SearchIndex, 'versions'>): string | undefined {
  return index.versions[0]?.label;
}

/**
 * The majors whose hit a doc gives under a filter. The current major's view also offers an older major's
 * records whose name the current one lacks (`formatError`, removed in 17), since a reader searching for a
 * removed name is better served by its old page, labelled, than by nothing. Tutorial sections belong to the
 * current major.
 */
function versionsOf(doc: SearchDoc, filter: VersionFilter, index: SearchIndex): (string | undefined)[] {
  const current = currentVersion(index);
  if (doc.kind === 'tutorial') return filter === ALL_VERSIONS || filter === current ? [undefined] : [];
  const versions = doc.versions ?? [];
  if (filter === ALL_VERSIONS) return versions;
  if (versions.includes(filter)) return [filter];
  return filter === current && !index.currentNames.has(nameOf(doc)) ? versions.slice(0, 1) : [];
}

/** A match's hits: one per major it is shown in, at its page in that major's reference. */
function toHits(
  id: number,
  match: Pick<SearchHit, 'terms' | 'score'>,
  filter: VersionFilter,
  index: SearchIndex,
): SearchHit[] {
  const doc = index.docs[id];
  const shown = {
    doc: id,
    kind: doc.kind,
    title: doc.title,
    ...(doc.heading !== undefined && {heading: doc.heading}),
    ...(doc.memberKind !== undefined && {memberKind: doc.memberKind}),
    ...(doc.notExported && {notExported: true as const}),
    text: doc.excerpt,
    ...match,
  };
  return versionsOf(doc, filter, index).map((version) => {
    const apiBase = index.versions.find((candidate) => candidate.label === version)?.apiBase;
    if (apiBase === undefined) return {...shown, href: doc.path};
    return {
      ...shown,
      href: `${apiBase}${doc.path}`,
      version,
      ...(version !== currentVersion(index) && {versionLabel: `v${version}`}),
    };
  });
}

/** A word as code writes names: a camel hump (`toConfig`), `_` or `$`, or a run of capitals (`AST`). */
const CODE_WORD = /\p{Ll}\p{Lu}|[_$]|^\p{Lu}{2,}/u;

/**
 * How much more a docs section counts when the query is words, not a name from code: "mutation" or "how to
 * paginate" asks how to do something, which a guide or tutorial answers better than an enum member named so.
 */
const PROSE_TUTORIAL_BOOST = 3;

/**
 * How much more a docs section counts for each pair of neighbouring query words that its page title or heading
 * has in the same order (`pairsInOrder`): "upgrade from 16" is the guide "Upgrading from graphql 16 to 17",
 * though "… 15 to 16" has the same words.
 */
const WORD_ORDER_BOOST = 0.25;

/** A result's score, boosted for the query's word pairs that a docs section's page title or heading has in order. */
function withWordOrder(doc: SearchDoc, query: string, score: number): number {
  if (doc.kind !== 'tutorial') return score;
  const pairs = Math.max(pairsInOrder(query, doc.title), pairsInOrder(query, doc.heading ?? ''));
  return score * (1 + WORD_ORDER_BOOST * pairs);
}

/**
 * How much more a docs page's first record (the text before its first heading) counts when the query says every
 * word of the page's title: "handle errors in resolvers" is answered by the page "Errors", "define a custom scalar"
 * by "Custom Scalars", before any section that mentions their words. A section's heading does not count: "Run it"
 * says nothing "abort a running query" lacks, and answers none of it.
 */
const TITLE_SAID_BOOST = 2;

/** Whether a record is a docs page's first, and the query says every word of the page's title. */
function isTitleSaid(index: SearchIndex, id: number, queried: ReadonlySet<string | null>): boolean {
  const doc = index.docs[id];
  if (doc.kind !== 'tutorial' || doc.heading !== undefined) return false;
  const terms = (index.titleTerms[id] ??= toWords(doc.title)
    .map(processTerm)
    .filter((term) => term !== null));
  return terms.length > 0 && terms.every((term) => queried.has(term));
}

/**
 * Every result for a query under a version filter, best first. `preferred` is the major of the page the reader
 * is on (`16` on `/api/v16/...`): its hits come before the other majors' of the same name.
 */
export function searchIndex(
  index: SearchIndex,
  query: string,
  filter: VersionFilter,
  preferred?: string,
): SearchHit[] {
  const isIndexed = (term: string) => index.terms.has(term);
  // A respelt name is indexed as written (in lower case); a respelt English word by its stem.
  const isIndexedWord = (word: string) => isIndexed(word) || isIndexed(processTerm(word) ?? word);
  const isProse = !toWords(query).some((word) => CODE_WORD.test(word));
  const hasCompletion = (prefix: string) => {
    for (const term of index.terms.keys()) if (term.startsWith(prefix)) return true;
    return false;
  };
  const weightOf = (term: string) => rarity(index.terms.get(term) ?? 0, index.docs.length);
  const matched = searchWords(index.miniSearch, toQuery(query, isIndexed, hasCompletion, weightOf), {
    ...searchOptions,
    boostDocument: (id: number) =>
      index.weights[id] * (isProse && index.docs[id].kind === 'tutorial' ? PROSE_TUTORIAL_BOOST : 1),
  });
  const queried = new Set(toWords(query).map(processTerm));
  const results = matched
    .map((result) => ({
      ...result,
      score:
        withWordOrder(index.docs[result.id], query, result.score) *
        (isTitleSaid(index, result.id, queried) ? TITLE_SAID_BOOST : 1),
    }))
    .sort((a, b) => b.score - a.score);
  // A member named with its owner is listed even where its name is no indexed word (`TokenKind.AT`).
  const found = new Set(results.map((result) => result.id));
  const memberKey = toQueriedMemberKey(query);
  const named = (memberKey === undefined ? [] : (index.membersByKey.get(memberKey) ?? []))
    .filter((id) => !found.has(id))
    .map((id) => ({id, terms: [], score: 0}));
  const hits = [...results, ...named].flatMap((result) =>
    toHits(result.id, {terms: result.terms, score: result.score}, filter, index),
  );
  // A name with a letter swapped (`visti`) is ordered as the name it stands for.
  const name = query.trim();
  const labels = index.versions.map((version) => version.label);
  const byPreference =
    preferred && labels.includes(preferred)
      ? [preferred, ...labels.filter((label) => label !== preferred)]
      : labels;
  return orderHits(hits, respell(name, isIndexedWord) ?? name, byPreference);
}
