/**
 * The search engine's configuration, shared by the build (which serializes the index) and the browser
 * (which loads and queries it): MiniSearch needs the same fields and term processing on both sides.
 * Imports neither Node nor React.
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import type {SearchHit, SearchRecord, SearchStoredFields} from './types';

type IndexedField = keyof Pick<SearchRecord, 'title' | 'heading' | 'members' | 'params' | 'text'>;

const fields: IndexedField[] = ['title', 'heading', 'members', 'params', 'text'];
const storeFields: (keyof SearchStoredFields)[] = ['kind', 'title', 'heading', 'text', 'notExported'];

/**
 * Words too common to tell documents apart. Questions ("how do I define an input type for a mutation")
 * then rank by the words that matter; dropping them also keeps the index smaller.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its of on or ' +
    'so than that the their then there these this to was we what when where which while who why will ' +
    'with you your'
  ).split(' '),
);

/** Identifiers stay whole (`__Schema`, `$foo`); everything else that is not a letter or digit splits. */
export const WORD = /[\p{L}\p{N}_$]+/gu;

/** Runs of capitals followed by a word, capitalised words, capital runs and digit runs. */
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/** The words of a text, as written. */
export function toWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The parts of a camelCase or PascalCase word (`GraphQLObjectType` -> `Graph`, `Object`, `Type`), so that
 * `object type` finds `GraphQLObjectType`; parts under three letters (`QL`) only add noise.
 */
export function toCamelParts(word: string): string[] {
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 ? parts.filter((part) => part.length >= 3) : [];
}

/** Index-time tokens: each word, plus its camelCase parts. */
function toIndexTokens(text: string): string[] {
  return toWords(text).flatMap((word) => [word, ...toCamelParts(word)]);
}

/** Lower case, without stop words; applied to indexed and queried terms alike. */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

const indexOptions: Options<SearchRecord> = {
  fields,
  storeFields,
  tokenize: toIndexTokens,
  processTerm,
};

/**
 * Symbol names weigh most, then tutorial headings; members and parameters point to their owner.
 * Every term is also a prefix (`buildSch`), and long terms tolerate a typo.
 */
const searchOptions: SearchOptions = {
  boost: {title: 8, heading: 4, members: 2, params: 1, text: 1} satisfies Record<IndexedField, number>,
  // Query terms are not split into camelCase parts: `buildSchema` asks for that symbol, not for `schema`.
  tokenize: toWords,
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'OR',
};

/** Builds the index at build time; `JSON.stringify` of the result is what `loadSearchIndex` reads. */
export function createSearchIndex(records: SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(indexOptions);
  index.addAll(records);
  return index;
}

/** A loaded index, ready for `searchIndex`. */
export type SearchIndex = MiniSearch<SearchRecord>;

/** Reads an index serialized by `createSearchIndex`. */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchRecord>(json, indexOptions);
}

function toHit(result: SearchResult): SearchHit {
  const stored = result as unknown as SearchStoredFields;
  return {
    href: String(result.id),
    kind: stored.kind,
    title: stored.title,
    heading: stored.heading,
    text: stored.text,
    ...(stored.notExported && {notExported: true}),
    terms: result.terms,
    score: result.score,
  };
}

/**
 * Results for a query, best first. A reference is searched by name, so an API symbol whose name is the
 * whole query comes first whatever the scores say (with an exact-case match before other casings, and an export
 * before a type of the same name that the package does not export).
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const hits = index.search(query, searchOptions).map(toHit);
  const name = query.trim();
  const lowerName = name.toLowerCase();
  const isExactName = (hit: SearchHit) => hit.kind !== 'tutorial' && hit.title.toLowerCase() === lowerName;
  const exact = index
    .search(name, {fields: ['title'], tokenize: (text) => [text], prefix: false, fuzzy: false})
    .map(toHit)
    .filter(isExactName)
    .sort(
      (a, b) =>
        Number(b.title === name) - Number(a.title === name) ||
        Number(a.notExported ?? false) - Number(b.notExported ?? false),
    );
  if (!exact.length) return hits;
  const exactIds = new Set(exact.map((hit) => hit.href));
  return [...exact, ...hits.filter((hit) => !exactIds.has(hit.href))];
}
