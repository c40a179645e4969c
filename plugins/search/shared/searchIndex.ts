/**
 * Querying a loaded index: MiniSearch finds and scores the records, each match becomes a hit per major it
 * stands for, and the hits are ordered for reading (orderHits.ts). Pure; the browser calls it per keystroke.
 */
import {orderHits, toMemberKey, toQueriedMemberKey} from './orderHits';
import {unpackIndex, type PackedSearchIndex} from './packIndex';
import {
  documentWeight,
  loadMiniSearch,
  processTerm,
  rarity,
  respell,
  searchOptions,
  searchWords,
  toQuery,
} from './searchEngine';
import type {SearchDoc, SearchHit, SearchVersion} from './types';
import {pairsInOrder} from './wordOrder';
import {toWords} from './words';

/** Which majors' hits a search lists: one major's label (`17`), or `all`. */
export type VersionFilter = string;

/** The filter that lists every major. */
export const ALL_VERSIONS: VersionFilter = 'all';

export interface SearchIndex {
  miniSearch: Awaited<ReturnType<typeof loadMiniSearch>>;
  docs: SearchDoc[];
  /** Newest first: the first is the site's current major, which searches list by default. */
  versions: SearchVersion[];
  /** Each doc's weight in scores (documentWeight), by id. */
  weights: number[];
  /** The names (`title`, and `heading` of members) that the current major's records have. */
  currentNames: Set<string>;
  /** Every indexed term, with how many records hold it (each field of a record counted). */
  terms: Map<string, number>;
  /** The ids of the member docs of each owner and name (`toMemberKey`). */
  membersByKey: Map<string, number[]>;
}

const nameOf = (doc: SearchDoc) => `${doc.title}\n${doc.heading ?? ''}`;

/** Reads the index file's content. */
export async function loadSearchIndex(packed: PackedSearchIndex): Promise<SearchIndex> {
  const {json, docs, terms, frequencies} = unpackIndex(packed);
  const current = currentVersion(packed);
  return {
    miniSearch: await loadMiniSearch(json),
    docs,
    versions: packed.versions,
    weights: docs.map(documentWeight),
    currentNames: new Set(docs.filter((doc) => current && doc.versions?.includes(current)).map(nameOf)),
    terms: new Map(terms.map((term, t) => [term, frequencies[t]])),
    membersByKey: toMembersByKey(docs),
  };
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
  doc: SearchDoc,
  match: Pick<SearchHit, 'terms' | 'score'>,
  filter: VersionFilter,
  index: SearchIndex,
): SearchHit[] {
  const shown = {
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
  const results = searchWords(index.miniSearch, toQuery(query, isIndexed, hasCompletion, weightOf), {
    ...searchOptions,
    boostDocument: (id: number) =>
      index.weights[id] * (isProse && index.docs[id].kind === 'tutorial' ? PROSE_TUTORIAL_BOOST : 1),
  })
    .map((result) => ({...result, score: withWordOrder(index.docs[result.id], query, result.score)}))
    .sort((a, b) => b.score - a.score);
  // A member named with its owner is listed even where its name is no indexed word (`TokenKind.AT`).
  const found = new Set(results.map((result) => result.id));
  const memberKey = toQueriedMemberKey(query);
  const named = (memberKey === undefined ? [] : (index.membersByKey.get(memberKey) ?? []))
    .filter((id) => !found.has(id))
    .map((id) => ({id, terms: [], score: 0}));
  const hits = [...results, ...named].flatMap((result) =>
    toHits(index.docs[result.id], {terms: result.terms, score: result.score}, filter, index),
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
