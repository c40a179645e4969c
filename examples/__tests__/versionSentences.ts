import type {Nodes, PhrasingContent, Root, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {parseDocMdx} from '../../plugins/typedoc-api/node/docsOutline/parseDocMdx';
import {
  historyOf,
  rowOf,
  sinceAt,
  type SinceRow,
  type SinceTable,
} from '../../plugins/typedoc-api/node/since/sinceTable';
import {toLinkedApiPage} from '../../plugins/typedoc-api/shared/permalinks';

/**
 * The guides' version sentences ("`assertName()`, new in 16", "**Removed in 16:** `getDescription`", a table
 * column headed "Deprecated in 15"), read from a page's syntax tree, and checked against the since-table
 * (`docs/api-since.json`), the release that added, deprecated and removed each export and member.
 *
 * What counts as graphql's: an API page link (its page, and the member its fragment names), and code that the
 * table knows: an export (`parse()`), an export's member (`GraphQLSchema.getField()`), or a member written on
 * its own or on a variable (`hideSuggestions`, `schema.isSubType()`). Code the table does not know is someone
 * else's (graphql-http's `createHandler`, Node's `AbortController`) and is left alone; a link, or a member of
 * an export, that the table lacks fails.
 */

/** What a sentence says of a name: the kind of change, the releases it names, and whether it holds since then. */
export interface VersionClaim {
  kind: 'added' | 'deprecated' | 'removed';
  /** As written: `17`, `16.x`, `16.15.0`. */
  releases: string[];
  /** "since 16.15.0", "deprecated since 14": the state holds from there on, not only from there. */
  since: boolean;
  /** The claim's words: `new in graphql 17`. */
  words: string;
}

/** A name a sentence writes: an API page link, or code. */
interface NameToken {
  /** As the page shows it: `schema.isSubType(abstractType, type)`. */
  text: string;
  url?: string;
  line: number;
}

/** One name tied to one claim, where the page says it. */
export interface VersionSentence {
  file: string;
  line: number;
  /** The sentence (or table cell), whitespace collapsed. */
  sentence: string;
  name: NameToken;
  /** The other API links of the sentence: a member written on its own means theirs. */
  links: string[];
  claim: VersionClaim;
}

const RELEASE = String.raw`\d+(?:\.(?:\d+|x)){0,2}`;
/** `new in graphql 17`, `arrived in 17.1.0 (and 16.15.0)`, `deprecated since 14`, `since 16.15.0`, `from 17.1.0 on`. */
const CLAIM = new RegExp(
  String.raw`\b(?:(new|added|arrived|only|deprecated|removed)\s+(in|since)|(since)|(from))\s+` +
    String.raw`(?:graphql\s+|GraphQL\.js\s+|version\s+)?v?(${RELEASE}(?:\s*\(?\s*(?:,|and|or)\s+(?:graphql\s+)?v?${RELEASE}\)?)*)` +
    String.raw`(\s+on(?:wards?)?\b)?`,
  'gi',
);

/** A claim and where it stands in its text. */
type PlacedClaim = VersionClaim & {start: number; end: number};

/** The claims a text makes, in order. */
function claimsIn(text: string): PlacedClaim[] {
  const claims: PlacedClaim[] = [];
  for (const match of text.matchAll(CLAIM)) {
    const [words, kindWord, preposition, bareSince, from, releases, on] = match;
    if (from && !on) continue; // "upgrading from 16": where a reader comes from
    // "will be removed in 18", "to be removed in version 18": a plan, not a release.
    if (/\b(?:will|to)\s+be\s+$/i.test(text.slice(0, match.index))) continue;
    const kind = kindWord?.toLowerCase();
    claims.push({
      kind: kind === 'deprecated' ? 'deprecated' : kind === 'removed' ? 'removed' : 'added',
      releases: releases.match(new RegExp(RELEASE, 'g'))!,
      since: Boolean(bareSince || preposition?.toLowerCase() === 'since' || from),
      words: words.trim().replace(/\s+/g, ' '),
      start: match.index,
      end: match.index + words.length,
    });
  }
  return claims;
}

/** A claim that is all of `text` (a column heading, a list's label ending in a colon). */
function wholeClaim(text: string): VersionClaim | undefined {
  const trimmed = text.trim().replace(/:$/, '');
  const [claim] = claimsIn(trimmed);
  return claim && claim.start === 0 && claim.end === trimmed.length ? claim : undefined;
}

/** The claim of a paragraph that opens with it in bold, `**Removed in 17:**`, whose list a table may go on. */
const labelOf = (node: RootContent | undefined) =>
  node?.type === 'paragraph' && node.children[0]?.type === 'strong'
    ? wholeClaim(toString(node.children[0]))
    : undefined;

// A block's text with each name as a placeholder: private-use characters that no page writes.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

/** A block's phrasing flattened into text, each name replaced by a placeholder holding its index. */
function flatten(children: readonly Nodes[], names: NameToken[]): string {
  return children
    .map((node): string => {
      if (node.type === 'text') return node.value;
      if (node.type === 'break') return ' ';
      const line = node.position?.start.line ?? 0;
      if (node.type === 'inlineCode') return `${OPEN}${names.push({text: node.value, line}) - 1}${CLOSE}`;
      if (node.type === 'link' && toLinkedApiPage(node.url))
        return `${OPEN}${names.push({text: toString(node), url: node.url, line}) - 1}${CLOSE}`;
      return 'children' in node ? flatten(node.children as Nodes[], names) : '';
    })
    .join('');
}

interface Group {
  names: number[];
  start: number;
  end: number;
}

/**
 * The runs of names in a clause that are one list (`a`, `b` and `c`): only commas, parentheses, "and" and "or"
 * between them.
 */
function groupsIn(clause: string): Group[] {
  const groups: Group[] = [];
  for (const match of clause.matchAll(PLACEHOLDER)) {
    const last = groups.at(-1);
    const between = last && clause.slice(last.end, match.index);
    if (last && /^[\s,()]*(?:(?:and|or)\b[\s,()]*)?$/.test(between!)) {
      last.names.push(Number(match[1]));
      last.end = match.index + match[0].length;
    } else groups.push({names: [Number(match[1])], start: match.index, end: match.index + match[0].length});
  }
  return groups;
}

/** The names of a clause's longest list, the first of equals. */
const longestList = (clause: string) =>
  groupsIn(clause).reduce<number[] | undefined>(
    (longest, group) => (group.names.length > (longest?.length ?? 0) ? group.names : longest),
    undefined,
  );

/** At most this many words between names and the claim about them: `The hideSuggestions option, in graphql 17 and since 16.15.0`. */
const MAX_WORDS_BETWEEN = 6;

/**
 * The names a claim is about: the list right before it (`assertName()`, new in 16; `valueToLiteral` is new in
 * 17), or, when none is, the list right after it (a label, `Removed in 16: a, b`, or a parenthesis,
 * `deprecated in 17 (a, b)`).
 */
function namesOfClaim(clause: string, claim: {start: number; end: number}): number[] | undefined {
  const groups = groupsIn(clause);
  const before = groups.filter((group) => group.end <= claim.start).at(-1);
  if (before) {
    const words = clause.slice(before.end, claim.start).match(/[\p{L}\d]+/gu) ?? [];
    if (words.length <= MAX_WORDS_BETWEEN) return before.names;
  }
  const after = groups.find((group) => group.start >= claim.end);
  if (after && /^[\s:(,]*$/.test(clause.slice(claim.end, after.start))) return after.names;
  return undefined;
}

/** A sentence's text as the page shows it, names written back. */
const shown = (text: string, names: readonly NameToken[]) =>
  text
    .replace(PLACEHOLDER, (_, index: string) => names[Number(index)].text)
    .replace(/\s+/g, ' ')
    .trim();

/** The sentences and clauses of a block's flattened text: split after `.`, `!`, `?` and `;` before a space. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/).filter((sentence) => sentence.trim());

/** The version sentences of one page's MDX. */
export function versionSentences(file: string, mdx: string): VersionSentence[] {
  const tree: Root = parseDocMdx(mdx);
  const found: VersionSentence[] = [];
  const tie = (sentence: string, names: NameToken[], indexes: number[], claim: VersionClaim) => {
    const links = [...sentence.matchAll(PLACEHOLDER)].flatMap(([, index]) => names[Number(index)].url ?? []);
    for (const index of indexes)
      found.push({
        file,
        line: names[index].line,
        sentence: shown(sentence, names),
        name: names[index],
        links,
        claim: {kind: claim.kind, releases: claim.releases, since: claim.since, words: claim.words},
      });
  };

  /** A block of phrasing (a paragraph, heading or table cell); `subject`, when a claim has no names of its own. */
  const readBlock = (children: readonly Nodes[], subject?: (names: NameToken[]) => number[] | undefined) => {
    const names: NameToken[] = [];
    const text = flatten(children, names);
    let previous: string | undefined;
    for (const sentence of sentencesOf(text)) {
      for (const claim of claimsIn(sentence)) {
        const indexes =
          namesOfClaim(sentence, claim) ??
          // "They arrived in 16.15.0.": the longest list of the sentence before.
          (previous && /^(?:It|They)\b/.test(sentence) ? longestList(previous) : undefined) ??
          subject?.(names);
        if (indexes) tie(sentence, names, indexes, claim);
      }
      previous = sentence;
    }
    return {names, text};
  };

  /** A table: each cell a block; a cell whose claim names nothing is about its row's first cell's names. */
  const readTable = (table: Table, columnClaims: Map<number, VersionClaim>) => {
    const [header, ...rows] = table.children;
    header.children.forEach((cell, column) => {
      const claim = wholeClaim(toString(cell));
      if (claim) columnClaims.set(column, claim);
    });
    for (const row of rows) {
      const first = row.children[0];
      const firstNames: NameToken[] = [];
      const firstText = first ? flatten(first.children, firstNames) : '';
      row.children.forEach((cell, column) => {
        const {names, text} =
          column === 0
            ? readBlock(cell.children)
            : readBlock(cell.children, (names) => {
                // The row's subject: its first cell's first names, counted after this cell's own.
                const group = groupsIn(firstText)[0];
                return group && group.names.map((index) => names.push(firstNames[index]) - 1);
              });
        // A column headed "Deprecated in 15" (or a label's list that goes on in the table) says it of each
        // cell's first names.
        const claim = columnClaims.get(column);
        const group = groupsIn(text)[0];
        if (claim && group) tie(text, names, group.names, claim);
      });
    }
  };

  const visit = (node: RootContent | Root, siblings: readonly RootContent[] = [], index = 0) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html' || node.type === 'mdxjsEsm')
      return;
    if (node.type === 'paragraph' || node.type === 'heading') {
      readBlock(node.children as PhrasingContent[]);
      // "**Removed in 17:** ten exports of graphql 16 …" followed by a table: the list goes on in its first column.
      const label = labelOf(node);
      const next = siblings[index + 1];
      if (label && next?.type === 'table') readTable(next, new Map([[0, label]]));
      return;
    }
    if (node.type === 'table') {
      // A labelled table was read with its label.
      if (!labelOf(siblings[index - 1])) readTable(node, new Map());
      return;
    }
    if ('children' in node)
      node.children.forEach((child, childIndex) =>
        visit(child as RootContent, node.children as RootContent[], childIndex),
      );
  };
  visit(tree);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Checking a sentence against the table

/** The rows a name means, each labelled (`GraphQLSchema.getField`); `undefined` when it is not graphql's. */
function rowsOfName(
  table: SinceTable,
  name: NameToken,
  links: readonly string[],
): {rows: Array<[string, SinceRow]>} | {missing: string} | undefined {
  if (name.url) {
    const page = toLinkedApiPage(name.url)!;
    const fragment = /#(.+)$/.exec(name.url)?.[1];
    const member = fragment && decodeURIComponent(fragment).replace(/^static-/, 'static ');
    const label = member ? `${page.name}.${member}` : page.name;
    const row = rowOf(table, page.name, member);
    return row ? {rows: [[label, row]]} : {missing: label};
  }
  // `new GraphQLSchema(config)`, `schema.isSubType(a, b)`, `getField()`: the name before any arguments.
  const match = /^(?:new\s+)?([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\(.*\))?$/s.exec(name.text.trim());
  if (!match) return undefined;
  const [, head, member] = match;
  // A member on its own or on a variable: the linked symbols' members of that name, else every symbol's.
  const bare = member ?? head;
  const owners = (names: Iterable<string>) =>
    [...names].flatMap((owner): Array<[string, SinceRow]> => {
      const row = rowOf(table, owner, bare);
      return row ? [[`${owner}.${bare}`, row]] : [];
    });
  // The sentence's links decide what a name means: `parseValue` of a linked GraphQLScalarType is its member.
  const linked = owners(new Set(links.map((link) => toLinkedApiPage(link)!.name)));
  if (rowOf(table, head) && !(member === undefined && linked.length > 0)) {
    if (!member) return {rows: [[head, rowOf(table, head)!]]};
    const row = rowOf(table, head, member) ?? rowOf(table, head, `static ${member}`);
    return row ? {rows: [[`${head}.${member}`, row]]} : {missing: `${head}.${member}`};
  }
  const rows = linked.length > 0 ? linked : owners(Object.keys(table.symbols));
  return rows.length > 0 ? {rows} : undefined;
}

/** The table's releases a claim's release means: `17` every 17.x, `16.15` every 16.15.x, `16.15.0` itself. */
function releasesOf(table: SinceTable, written: string): string[] {
  const prefix = written.split('.').filter((part) => part !== 'x');
  return table.releases.filter((release) =>
    prefix.every((part, position) => release.split('.')[position] === part),
  );
}

/** Whether what the sentence says of one release holds for rows (a member written on its own may have several). */
function holds(table: SinceTable, rows: readonly SinceRow[], claim: VersionClaim, written: string): boolean {
  const range = releasesOf(table, written);
  const first = table.releases.indexOf(range[0]);
  const before = table.releases[first - 1];
  const later = table.releases.slice(first);
  const present = (release: string | undefined) =>
    release !== undefined && rows.some((row) => sinceAt(row, release));
  // Deprecated where every row that has it deprecates it.
  const deprecated = (release: string | undefined) =>
    present(release) && rows.every((row) => !sinceAt(row, release!) || sinceAt(row, release!)!.deprecated);
  const state = claim.kind === 'deprecated' ? deprecated : present;
  if (claim.kind === 'removed') return present(before) && !present(range[0]);
  if (state(before) || !range.some(state)) return false;
  if (!claim.since) return true;
  // "since": from the first release of the range that has it on, every release that declares it has it.
  let gone = false;
  for (const release of later.slice(later.findIndex(state))) {
    if (!present(release)) gone = true;
    else if (gone || !state(release)) return false;
  }
  return true;
}

/** What the table says of rows: `added 16.0.0`, or each change of a longer history. */
function describeRows(rows: ReadonlyArray<[string, SinceRow]>): string {
  return rows
    .map(
      ([label, row]) =>
        `${label}: ${historyOf(row)
          .map(([release, state]) => `${state} ${release}`)
          .join(', ')}`,
    )
    .join('; ');
}

/** Why a sentence is wrong, naming its file and line, the sentence, the name, what it says and what the table says. */
export function checkVersionSentence(table: SinceTable, sentence: VersionSentence): string | undefined {
  const {file, line, name, claim} = sentence;
  const where = `${file}:${line}: "${sentence.sentence}"`;
  const resolved = rowsOfName(table, name, sentence.links);
  if (!resolved) return undefined;
  if ('missing' in resolved)
    return `${where}: \`${name.text}\` (${resolved.missing}) is "${claim.words}", but docs/api-since.json has no row for ${resolved.missing}`;
  const rows = resolved.rows.map(([, row]) => row);
  const unknown = claim.releases.find((written) => releasesOf(table, written).length === 0);
  if (unknown)
    return `${where}: \`${name.text}\` is "${claim.words}", but docs/api-since.json has no release ${unknown}`;
  const wrong = claim.releases.filter((written) => !holds(table, rows, claim, written));
  if (wrong.length === 0) return undefined;
  const release = claim.releases.length > 1 ? ` (not for ${wrong.join(', ')})` : '';
  return `${where}: \`${name.text}\` is "${claim.words}"${release}, but docs/api-since.json says ${describeRows(resolved.rows)}`;
}
