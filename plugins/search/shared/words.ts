/** How texts split into words, for the index and for highlighting alike. */

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
