/**
 * What the result area shows of a payload. A resolver may return a list of 200,000 items or a string of
 * 20 million characters; laid out and highlighted whole, such a result takes seconds, or overflows the
 * highlighter's stack. The page shows a bounded part of it instead, as indented JSON that says in comments
 * what it leaves out, and keeps the whole payload as text for the reader to copy or download. The worker
 * makes both (answer.ts), so the page's thread never handles the payload's objects.
 */

/** How much of a payload the page shows. */
export interface ResultLimits {
  /** Items shown of each list; the rest are counted. */
  items: number;
  /** Characters shown of each string, and of each error message. */
  characters: number;
  /** Values shown in all (about a line each): past it, lists and objects show no more entries. */
  values: number;
  /** Levels of nesting shown: deeper lists and objects are counted, not shown. */
  depth: number;
}

export const resultLimits: ResultLimits = {items: 100, characters: 1000, values: 1000, depth: 32};

/** What a shortened payload leaves out. */
export interface LeftOut {
  /** List items. */
  items: number;
  /** Object fields (past the nesting or value limit). */
  fields: number;
  /** Characters at the ends of long strings. */
  characters: number;
}

export interface ShownResult {
  /** The payload as `JSON.stringify(payload, null, 2)` prints it, or, shortened, JSON with comments. */
  text: string;
  /** What the text leaves out; null when it is the whole payload. */
  leftOut: LeftOut | null;
}

interface Line {
  depth: number;
  text: string;
  /** Says what was left out here, after the value (and its comma). */
  comment?: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`;

/** The start of a long text; a surrogate pair is never split. */
function startOf(text: string, length: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? length - 1 : length;
  return text.slice(0, end);
}

/** A text of at most `limit` characters, which says how many it left out. */
export function shortenText(text: string, limit = resultLimits.characters): string {
  if (text.length <= limit) return text;
  const start = startOf(text, limit);
  return `${start}… (${plural(text.length - start.length, 'more character')})`;
}

/** The payload as the page shows it: whole when it is within the limits, else shortened. */
export function toShownResult(payload: unknown, limits: ResultLimits = resultLimits): ShownResult {
  const leftOut: LeftOut = {items: 0, fields: 0, characters: 0};
  let valuesLeft = limits.values;

  const toLines = (value: unknown, depth: number, prefix: string): Line[] => {
    valuesLeft -= 1;
    if (typeof value === 'string') {
      if (value.length <= limits.characters) return [{depth, text: prefix + JSON.stringify(value)}];
      const start = startOf(value, limits.characters);
      const rest = value.length - start.length;
      leftOut.characters += rest;
      return [
        {
          depth,
          text: `${prefix}${JSON.stringify(`${start}…`)}`,
          comment: `${plural(rest, 'more character')} not shown`,
        },
      ];
    }
    if (value === null || typeof value !== 'object') return [{depth, text: prefix + JSON.stringify(value)}];

    const isList = Array.isArray(value);
    const keys = isList ? undefined : Object.keys(value);
    const size = isList ? value.length : keys!.length;
    const [open, close] = isList ? ['[', ']'] : ['{', '}'];
    const noun = isList ? 'item' : 'field';
    if (size === 0) return [{depth, text: `${prefix}${open}${close}`}];
    const record = (left: number) => {
      if (isList) leftOut.items += left;
      else leftOut.fields += left;
    };
    if (depth >= limits.depth) {
      record(size);
      return [{depth, text: `${prefix}${open}${close}`, comment: `${plural(size, noun)} not shown`}];
    }

    const entries: Line[][] = [];
    const shownAtMost = isList ? Math.min(size, limits.items) : size;
    while (entries.length < shownAtMost && valuesLeft > 0) {
      const index = entries.length;
      entries.push(
        isList
          ? toLines(value[index], depth + 1, '')
          : toLines(
              (value as Record<string, unknown>)[keys![index]],
              depth + 1,
              `${JSON.stringify(keys![index])}: `,
            ),
      );
    }
    const rest = size - entries.length;
    // Entries followed by another, or by the comment on what is left out, take a comma.
    entries.forEach((entry, index) => {
      if (index < entries.length - 1 || rest > 0) {
        const last = entry[entry.length - 1];
        entry[entry.length - 1] = {...last, text: `${last.text},`};
      }
    });
    const lines: Line[] = [{depth, text: prefix + open}, ...entries.flat()];
    if (rest > 0) {
      record(rest);
      lines.push({depth: depth + 1, text: '', comment: `${plural(rest, `more ${noun}`)} not shown`});
    }
    lines.push({depth, text: close});
    return lines;
  };

  const lines = toLines(payload, 0, '');
  if (leftOut.items === 0 && leftOut.fields === 0 && leftOut.characters === 0) {
    // Within every limit: the whole payload, printed as the rest of the site prints JSON.
    return {text: JSON.stringify(payload, null, 2), leftOut: null};
  }
  const text = lines
    .map(({depth, text, comment}) => {
      const indent = '  '.repeat(depth);
      if (comment === undefined) return indent + text;
      return `${indent}${text}${text === '' ? '' : ' '}// ${comment}`;
    })
    .join('\n');
  return {text, leftOut};
}

/** A payload as the worker sends it to the page: what to show, and the whole as text when that is shortened. */
export interface ShownPayload extends ShownResult {
  /** The whole payload as indented JSON, for copying and downloading, when `text` leaves part of it out. */
  whole?: string;
}

/**
 * Prepares a payload for the page, in the worker: the page's thread then only receives text of bounded
 * size to show, and a string, however long, which crosses to it in one copy, never the objects.
 */
export function toShownPayload(payload: unknown): ShownPayload {
  const shown = toShownResult(payload);
  return shown.leftOut ? {...shown, whole: JSON.stringify(payload, null, 2)} : shown;
}

/** The note above a shortened payload: how much it leaves out. */
export function describeLeftOut(leftOut: LeftOut): string {
  const parts = [
    leftOut.items > 0 && plural(leftOut.items, 'list item'),
    leftOut.fields > 0 && plural(leftOut.fields, 'field'),
    leftOut.characters > 0 && plural(leftOut.characters, 'character'),
  ].filter((part): part is string => part !== false);
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Shortened: ${listed} not shown.`;
}
