import {toCamelParts, WORD} from './words';
import type {SnippetPart} from './types';

interface Range {
  start: number;
  end: number;
}

/**
 * Where matched terms occur in a text: whole words whose lower-case form is a matched term, or else the
 * camelCase parts that are (`Schema` in `buildSchema` for the term `schema`), as the index splits them.
 */
function findMatches(text: string, terms: ReadonlySet<string>): Range[] {
  const ranges: Range[] = [];
  for (const word of text.matchAll(WORD)) {
    const start = word.index;
    if (terms.has(word[0].toLowerCase())) {
      ranges.push({start, end: start + word[0].length});
      continue;
    }
    let offset = 0;
    for (const part of toCamelParts(word[0])) {
      const partStart = word[0].indexOf(part, offset);
      offset = partStart + part.length;
      if (terms.has(part.toLowerCase())) ranges.push({start: start + partStart, end: start + offset});
    }
  }
  return ranges;
}

function toParts(text: string, ranges: Range[], from: number, to: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let position = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue;
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (start > position) parts.push({text: text.slice(position, start), match: false});
    parts.push({text: text.slice(start, end), match: true});
    position = end;
  }
  if (position < to) parts.push({text: text.slice(position, to), match: false});
  return parts;
}

/** A text split into matched and unmatched parts, whole (for titles and headings). */
export function toHighlightedParts(text: string, terms: readonly string[]): SnippetPart[] {
  return toParts(text, findMatches(text, new Set(terms)), 0, text.length);
}

/**
 * An excerpt of at most about `maxLength` characters around the first matched term, cut at word
 * boundaries and marked with `…` where text was left out, split into matched and unmatched parts.
 */
export function toSnippet(text: string, terms: readonly string[], maxLength = 160): SnippetPart[] {
  if (text.length <= maxLength) return toHighlightedParts(text, terms);
  const ranges = findMatches(text, new Set(terms));
  // Some context before the first match reads better than a snippet that starts with it.
  const context = Math.floor(maxLength / 4);
  let from = ranges.length ? Math.max(0, Math.min(ranges[0].start - context, text.length - maxLength)) : 0;
  if (from > 0) {
    const space = text.indexOf(' ', from);
    from = space === -1 || space >= (ranges[0]?.start ?? text.length) ? from : space + 1;
  }
  let to = Math.min(text.length, from + maxLength);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    to = space > from ? space : to;
  }
  const parts = toParts(text, ranges, from, to);
  if (from > 0) parts.unshift({text: '…', match: false});
  if (to < text.length) parts.push({text: '…', match: false});
  return parts;
}

/** The start of a text, at most about `maxLength` characters, cut at a word boundary and ended with `…`. */
export function toExcerpt(text: string, maxLength: number): string {
  return toSnippet(text, [], maxLength)
    .map((part) => part.text)
    .join('');
}
