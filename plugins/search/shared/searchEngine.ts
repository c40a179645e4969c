/**
 * The search engine's configuration, shared by the build (which creates the index) and the browser (which
 * loads and queries it): MiniSearch needs the same fields and term processing on both sides. Imports neither
 * Node nor React.
 */
import MiniSearch, {type AsPlainObject, type Options, type SearchOptions} from 'minisearch';
import {stemmer} from 'stemmer';
import {toExcerpt} from './snippet';
import type {TermPostings} from './packIndex';
import type {SearchDoc, SearchRecord} from './types';
import {toCamelParts, toWords} from './words';

/**
 * The indexed fields. An API symbol's or member's name is indexed whole (`name`) and as its camelCase parts
 * (`parts`), so that a whole name weighs more than a word inside one. A tutorial page's title is indexed with
 * the start of the page (`title`), as it says what the page is about; each section has its heading, and the
 * page's title again (`page`), weighing less: of the sections of a page on a topic, a query that names the
 * topic and a section's subject finds that section.
 */
export const FIELDS = ['name', 'parts', 'title', 'heading', 'page', 'params', 'text'] as const;
type IndexedField = (typeof FIELDS)[number];

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

/** What each field indexes of a record. */
function extractField(record: SearchRecord, field: IndexedField): string | undefined {
  const isApi = record.kind !== 'tutorial';
  switch (field) {
    case 'name':
    case 'parts':
      return isApi ? (record.kind === 'member' ? record.heading : record.title) : undefined;
    case 'title':
      return isApi || record.heading !== undefined ? undefined : record.title;
    case 'heading':
      return isApi ? undefined : record.heading;
    case 'page':
      return isApi || record.heading === undefined ? undefined : record.title;
    case 'params':
      return record.params;
    case 'text':
      return record.text;
  }
}

/** Index-time tokens: the words of a field; for `parts`, the camelCase parts of its words instead. */
function toIndexTokens(text: string, field?: string): string[] {
  const words = toWords(text);
  return field === 'parts' ? words.flatMap(toCamelParts) : words;
}

/**
 * A word with a capital letter after its first is written like a name from code (`buildSchema`,
 * `GraphQLObjectType`); a capitalized word (`Resolvers`) is an English word starting a sentence or a title.
 */
const isNameLike = (word: string) => /\p{Lu}/u.test(word.slice(1));

/**
 * Lower case and stemmed (Porter's English stemmer: `paginate`, `pagination` and `paginating` are all `pagin`),
 * without stop words; a word written like a name is not stemmed (a typed `buildSch` is the start of a name, and
 * stemming it would shorten the name it should complete). Applied to indexed and queried words alike.
 */
export function processTerm(term: string): string | null {
  return STOP_WORDS.has(term.toLowerCase()) ? null : toStem(term);
}

/** A word as `processTerm` keeps it, stop words included: in lower case, stemmed unless written like a name. */
export function toStem(word: string): string {
  const lower = word.toLowerCase();
  return isNameLike(word) ? lower : stemmer(lower);
}

/** Words with the words they stand for, keyed and valued by their stems. */
const byStems = (entries: readonly (readonly [string, readonly string[]])[]) =>
  new Map(entries.map(([word, others]) => [stemmer(word), others.map((other) => stemmer(other))]));

/** A record as MiniSearch indexes it: its id is its position, which is also its doc's (see `BuiltIndex`). */
type IndexedRecord = SearchRecord & {id: number};

const indexOptions: Options<IndexedRecord> = {
  fields: [...FIELDS],
  extractField: (record, field) => (field === 'id' ? record.id : extractField(record, field as IndexedField)),
  tokenize: toIndexTokens,
  // A whole name is a name from code, not an English word: it is indexed as written, in lower case.
  processTerm: (term, field) =>
    field === 'name' ? processTerm(term) && term.toLowerCase() : processTerm(term),
};

/** The longest excerpt a hit shows: a whole summary, mostly; the start of a tutorial section's prose. */
const EXCERPT_LENGTH = 120;

/** What the browser keeps of a record: its indexed text only as an excerpt, its parameters not at all. */
function toDoc(record: SearchRecord): SearchDoc {
  const doc: SearchDoc & Partial<SearchRecord> = {...record, excerpt: toExcerpt(record.text, EXCERPT_LENGTH)};
  delete doc.text;
  delete doc.params;
  return doc;
}

/** An index as the build creates it: MiniSearch's part, and the docs its ids (their positions) refer to. */
export interface BuiltIndex {
  index: AsPlainObject;
  docs: SearchDoc[];
}

/** Builds the index at build time; `packIndex` turns it into the file that `unpackIndex` reads. */
export function createSearchIndex(records: readonly SearchRecord[]): BuiltIndex {
  const miniSearch = new MiniSearch<IndexedRecord>(indexOptions);
  miniSearch.addAll(records.map((record, id) => ({...record, id})));
  const index = miniSearch.toJSON();
  return {index: {...index, averageFieldLength: averageLengths(index)}, docs: records.map(toDoc)};
}

/**
 * Each field's average length over the records that have it. MiniSearch counts the records without it as
 * empty, so a field only tutorials have (`heading`) averages a fraction of a word, and BM25 then reads every
 * heading as unusually long and discounts its matches.
 */
function averageLengths(index: AsPlainObject): number[] {
  return FIELDS.map((_, fieldId) => {
    const lengths = Object.values(index.fieldLength).flatMap((lengths) => lengths[fieldId] ?? []);
    return lengths.length ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 0;
  });
}

/** MiniSearch, loaded from the JSON of an index `createSearchIndex` built (`toIndexJson`); it yields now and then while it loads. */
export function loadMiniSearch(json: string): Promise<MiniSearch<IndexedRecord>> {
  return MiniSearch.loadJSONAsync(json, indexOptions);
}

/** MiniSearch with a way to add terms' postings, which it only reads from JSON or builds from documents. */
class GrowingMiniSearch extends MiniSearch<IndexedRecord> {
  /**
   * A copy of `base` that also has `terms`; `base` is left as it was. The copy shares the docs' data and the
   * postings with `base`, and puts its terms and the new ones in a map of its own: a few thousand entries, where
   * loading the whole index again from JSON, as a shard arrived, took a tenth of a second and grew with every
   * shard loaded.
   */
  static withTerms(
    base: MiniSearch<IndexedRecord>,
    terms: Iterable<readonly [string, TermPostings]>,
  ): MiniSearch<IndexedRecord> {
    const {_index: empty} = new GrowingMiniSearch(indexOptions);
    const grown = Object.assign(Object.create(GrowingMiniSearch.prototype) as GrowingMiniSearch, base, {
      _index: empty,
    });
    for (const [term, postings] of (base as GrowingMiniSearch)._index) grown._index.set(term, postings);
    for (const [term, postings] of terms) grown._index.set(term, postings);
    return grown;
  }
}

/** A copy of a loaded MiniSearch that also has the given terms' postings (`toTermPostings`). */
export const withTerms = GrowingMiniSearch.withTerms;

/**
 * How much a record's matches count, besides the fields they are in. A symbol that many pages refer to (API
 * pages using it, guides linking to it) is likelier to be the one meant by a common word such as `schema`; the
 * weight grows with the logarithm of that count, so that no symbol drowns the rest. A member is a part of its
 * owner's page: its matches count for less than a page's.
 */
export function documentWeight(doc: Pick<SearchDoc, 'kind' | 'references'>): number {
  const centrality = 1 + Math.log2(1 + (doc.references ?? 0)) / 4;
  return doc.kind === 'member' ? 0.3 * centrality : centrality;
}

/**
 * Whole names and a docs page's title weigh most (a page's title says what the whole page answers), then
 * headings, then a word inside a name, then the page's title on each of its sections, then the rest. Every
 * term is also a prefix (`buildSch`), and long terms tolerate a typo.
 */
export const searchOptions: SearchOptions = {
  boost: {
    name: 10,
    parts: 5,
    title: 10,
    heading: 7,
    page: 3,
    params: 1,
    text: 1,
  } satisfies Record<IndexedField, number>,
  // toQuery hands over terms already processed (stemmed), one per query: they are taken as they are.
  tokenize: (term) => [term],
  processTerm: (term) => term,
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'OR',
};

/**
 * A word the index has is meant as that word: the names that only start with it (`schema` in
 * `SchemaDefinitionNode`, which its part `Schema` already matches) or are a typo away count for little. A word
 * the index lacks is being typed or misspelt, and its completions and near spellings count in full.
 */
const INDEXED_WORD_WEIGHTS = {prefix: 0.05, fuzzy: 0.1};

/**
 * The words of a query that count: a question has a few, and each one more costs a search of the whole index,
 * so that a pasted page would hold up every keystroke for a second.
 */
const MAX_QUERY_WORDS = 12;

/**
 * Words readers search for that the docs say otherwise, each with the docs' words: a section on limiting what an
 * operation costs answers "query complexity" (the name graphql-query-complexity gives the same measure), the
 * guide on abort signals answers "cancel a query". Keyed and valued by their stems.
 */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = byStems([
  ['complexity', ['cost']],
  ['cancel', ['abort']],
  ['cancellation', ['abort']],
  ['timeout', ['abort']],
  ['stop', ['abort']],
  ['login', ['authentication']],
  ['permission', ['authorization']],
  ['batching', ['dataloader']],
  ['dataloader', ['batching']],
  ['subscribe', ['subscription']],
  ['migrate', ['upgrade']],
  ['exception', ['error']],
  ['throw', ['error']],
  ['paging', ['pagination']],
  ['cursor', ['pagination']],
] as const);

/** How much a synonym's matches count, against the reader's own word's. */
const SYNONYM_BOOST = 0.5;

/**
 * Short forms readers type, each with the words it stands for, which count in full: "auth" means authorization
 * or authentication, and the pages on them are what it asks for, more than a section that writes `@auth`. Keyed
 * and valued by their stems.
 */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = byStems([
  ['auth', ['authorization', 'authentication']],
]);

/** Words shorter than this are not respelt: swapping two letters of a short word mostly gives another word. */
const MIN_RESPELT_LENGTH = 4;

/**
 * The word the index has that a word it lacks is one swap of two neighbouring letters away from (`visti` for
 * `visit`), if there is exactly one; in the case it was typed in. MiniSearch's fuzzy match counts a swap as two
 * edits, which it only allows in long words. `isIndexed` takes lower-case terms.
 */
export function respell(word: string, isIndexed: (term: string) => boolean): string | undefined {
  if (word.length < MIN_RESPELT_LENGTH || isIndexed(word.toLowerCase())) return undefined;
  const spellings = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (isIndexed(swapped.toLowerCase())) spellings.add(swapped);
  }
  return spellings.size === 1 ? [...spellings][0] : undefined;
}

/**
 * How much the stem a word being typed starts with counts: enough to find `pagin` for `paginat`, too little to
 * come before the completions of the word itself (`buildSch` is `buildSchema`, not `build`).
 */
const STEM_PREFIX_BOOST = 0.1;

/** Stems shorter than this are not taken for a longer word being typed. */
const MIN_STEM_PREFIX = 4;

/** The longest indexed term that a word being typed starts with (`pagin` for `paginat`), if one is long enough. */
function longestIndexedPrefix(word: string, isIndexed: (term: string) => boolean): string | undefined {
  for (let end = word.length - 1; end >= MIN_STEM_PREFIX; end--)
    if (isIndexed(word.slice(0, end))) return word.slice(0, end);
  return undefined;
}

/**
 * How much a word of the query counts against its other words, by how many of the index's records hold it
 * (`frequency`, each field counted): 1 for a word no record holds, falling as the word gets commoner. BM25's own
 * rarity is per field and over every record, most of which (API symbols) have no heading or page title: every
 * word of the docs looks rare in those fields, and `query`, which hundreds of sections say, weighs almost as
 * much in a heading as `abort`, which a few do. The word's rarity on the whole site tells them apart, in full: its
 * square root left "running" and "query" almost as weighty as "abort", and two Express tutorial sections that say
 * them came second and third for "abort a running query".
 */
export function rarity(frequency: number, recordCount: number): number {
  const idf = (count: number) => Math.log(1 + (recordCount - count + 0.5) / (count + 0.5));
  return idf(Math.min(frequency, recordCount)) / idf(0);
}

/** The distinct words of a query that count (`MAX_QUERY_WORDS`), each with its term (`processTerm`). */
function toQueryWords(query: string): [word: string, term: string][] {
  const words = new Map<string, string>();
  for (const word of toWords(query)) {
    const term = processTerm(word);
    if (term !== null && !words.has(word)) words.set(word, term);
  }
  return [...words].slice(0, MAX_QUERY_WORDS);
}

/**
 * The terms `toQuery` may search a query's words as before any shard is loaded: each word's term and its lower
 * case (a word being typed), and the meanings of its abbreviations and its synonyms (a word the index has). A
 * respelling and a stem being typed need the word's shard to be found, and start with its first letter anyway,
 * unless a typo swapped it.
 */
export function toQueryTerms(query: string): string[] {
  return toQueryWords(query).flatMap(([word, term]) => [
    term,
    word.toLowerCase(),
    ...(ABBREVIATIONS.get(term) ?? []),
    ...(SYNONYMS.get(term) ?? []),
  ]);
}

/**
 * One word of a query: the MiniSearch queries of its spellings (as typed, respelt, its synonyms, ...), each
 * weighted. A record counts each word once, by its best spelling (`searchWords`).
 */
export interface WordQuery {
  spellings: (SearchOptions & {queries: string[]})[];
}

/**
 * A query as `searchWords` takes it: each distinct word on its own, weighted by whether the index has it and
 * by `weightOf` (its `rarity`); a word the index lacks is being typed, and its rarity is not known yet. A word
 * the index lacks is also searched as its respelling, if it has one; a word with abbreviations or synonyms also
 * as each of their meanings the index has.
 */
export function toQuery(
  query: string,
  isIndexed: (term: string) => boolean,
  hasCompletion: (prefix: string) => boolean = () => false,
  weightOf: (term: string) => number = () => 1,
): WordQuery[] {
  const words = toQueryWords(query);
  const terms = words.map(([, term]) => term);
  const asIndexed = (term: string, boost = 1) => ({
    queries: [term],
    weights: INDEXED_WORD_WEIGHTS,
    ...(boost !== 1 && {boostTerm: () => boost}),
  });
  // A respelt name is indexed as written (in lower case); a respelt English word by its stem.
  const isIndexedWord = (word: string) => isIndexed(word) || isIndexed(processTerm(word) ?? word);
  return words.map(([word, term]): WordQuery => {
    if (!isIndexed(term)) {
      // Being typed: its stem may not start the word's full stem (`paginat`, of `pagin`), so its lower case
      // is also searched as a prefix, and, when no term starts with it, the longest stem it starts with.
      const lower = word.toLowerCase();
      const spelling = respell(word, isIndexedWord);
      const stemmed = hasCompletion(lower) ? undefined : longestIndexedPrefix(lower, isIndexed);
      return {
        spellings: [
          {queries: [term]},
          ...(lower !== term ? [{queries: [lower], fuzzy: false}] : []),
          ...(spelling ? [asIndexed(processTerm(spelling)!)] : []),
          ...(stemmed && !spelling
            ? [{queries: [stemmed], prefix: false, fuzzy: false, boostTerm: () => STEM_PREFIX_BOOST}]
            : []),
        ],
      };
    }
    const weight = weightOf(term);
    const alike = (words: readonly string[] = []) =>
      words.filter((other) => isIndexed(other) && !terms.includes(other));
    return {
      spellings: [
        asIndexed(term, weight),
        ...alike(ABBREVIATIONS.get(term)).map((meaning) => asIndexed(meaning, weight)),
        ...alike(SYNONYMS.get(term)).map((synonym) => asIndexed(synonym, weight * SYNONYM_BOOST)),
      ],
    };
  });
}

/** A record a query matched: its score, its score for each word, and the indexed terms it matched (for highlighting). */
export interface WordsResult {
  id: number;
  score: number;
  /** The record's score for each word of the query (its best spelling's), 0 for a word it lacks. */
  wordScores: number[];
  terms: string[];
}

/**
 * How strongly a record must match a word, against the record that matches it best, for the word to count as
 * matched in full: a section that says "define" once in passing has not answered "define a custom scalar" any
 * more than the Custom Scalars page, whose title is the rest of the question. Below it, a word counts in
 * proportion to its score.
 */
export const FULL_MATCH = 0.1;

/**
 * The records a query matches, best first. A record scores, for each word of the query, its best spelling's
 * score (a section that says both `auth` and `authorization` is not twice as much about auth), and the sum is
 * multiplied by the number of words it matches, as MiniSearch does with the terms of one search; a word it
 * matches weakly (`FULL_MATCH`) counts in part.
 */
export function searchWords(
  miniSearch: MiniSearch<IndexedRecord>,
  words: readonly WordQuery[],
  options: SearchOptions,
): WordsResult[] {
  const found = new Map<number, {wordScores: number[]; terms: Set<string>}>();
  const strongest = words.map(() => 0);
  words.forEach(({spellings}, word) => {
    for (const spelling of spellings)
      for (const result of miniSearch.search(spelling, options)) {
        const id = result.id as number;
        let record = found.get(id);
        if (!record) found.set(id, (record = {wordScores: words.map(() => 0), terms: new Set<string>()}));
        record.wordScores[word] = Math.max(record.wordScores[word], result.score);
        strongest[word] = Math.max(strongest[word], result.score);
        for (const term of result.terms) record.terms.add(term);
      }
  });
  return [...found]
    .map(([id, {wordScores, terms}]) => {
      let sum = 0;
      let matched = 0;
      wordScores.forEach((score, word) => {
        sum += score;
        matched += Math.min(1, score / (FULL_MATCH * strongest[word]));
      });
      return {id, score: sum * matched, wordScores, terms: [...terms]};
    })
    .sort((a, b) => b.score - a.score);
}
