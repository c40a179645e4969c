import type {ApiBlock, ApiOutline} from '../../shared/outline';
import {codeText, containerHead} from '../outline/toCode';

/** What became of a symbol or a member between two majors. */
export type ChangeStatus = 'added' | 'removed' | 'changed' | 'same';

/** One exported symbol, compared between an older and a newer major. */
export interface SymbolComparison {
  name: string;
  status: ChangeStatus;
  /** The declarations as the pages show them, when the symbol is in that version. */
  older?: string;
  newer?: string;
  /** Both majors have the symbol and its own declaration differs (a change may also be only in members). */
  declarationChanged: boolean;
  /** Deprecated in that version. */
  olderDeprecated: boolean;
  newerDeprecated: boolean;
  /** Members (class and interface members) that were added, removed or changed, by anchor. */
  members: MemberComparison[];
  /** Members both majors have, deprecated in one of them only. */
  memberDeprecations: MemberDeprecation[];
  /**
   * What differs only in an optional's `| undefined` (graphql 16 spells it out, 17 does not), which matters under
   * `exactOptionalPropertyTypes`: the symbol's own declaration, and the members, with both declarations.
   */
  optionalUndefined: {declaration: boolean; members: Required<Omit<MemberComparison, 'status'>>[]};
}

/** A member both majors have, deprecated in one of them only. */
export interface MemberDeprecation {
  name: string;
  anchor: string;
  olderDeprecated: boolean;
  newerDeprecated: boolean;
}

/** One member of a symbol that both majors have, when it was added, removed or changed. */
export interface MemberComparison {
  name: string;
  anchor: string;
  status: Exclude<ChangeStatus, 'same'>;
  /** On `changed`: the member's declarations in the older and the newer major. */
  older?: string;
  newer?: string;
}

/** The code blocks of a list of blocks, overloads included, members not. */
function declarationOf(blocks: readonly ApiBlock<unknown>[]): string {
  return blocks
    .flatMap((block) =>
      block.type === 'code'
        ? [codeText(block.code)]
        : block.type === 'overload'
          ? [declarationOf(block.blocks)]
          : [],
    )
    .join('\n');
}

/** A type's text in a declaration: anything but the punctuation around it, with type arguments nested two deep. */
const typeText = String.raw`(?:[^,;(){}<>]|<(?:[^<>]|<[^<>]*>)*>)*?`;

/**
 * Whitespace and a trailing semicolon are layout, not declaration: `f(a: string)` equals `f(\n  a: string\n);`.
 * So are a string literal's quotes (graphql 16 writes `'a'`, 17 `"a"`).
 */
function normaliseLayout(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/'([^'"\\]*)'/g, '"$1"')
    .replace(/\s*([()[\]{}<>,;:|&=?])\s*/g, '$1')
    .replace(/;(?=[}\n]|$)/g, '')
    .trim();
}

/**
 * A declaration as compared for a change: layout aside (`normaliseLayout`), and an optional's `| undefined`,
 * type arguments or not, which is a change of its own kind (`SymbolComparison.optionalUndefined`).
 */
export function normaliseDeclaration(text: string): string {
  return normaliseLayout(text).replace(
    new RegExp(String.raw`\?:(${typeText})\|undefined(?=[,;)}]|$)`, 'g'),
    '?:$1',
  );
}

interface Member {
  name: string;
  anchor: string;
  declaration: string;
  deprecated: boolean;
}

function membersOf(outline: ApiOutline<unknown>): Map<string, Member> {
  const members = new Map<string, Member>();
  for (const block of outline.sections.flatMap((section) => section.blocks))
    if (block.type === 'member')
      members.set(block.anchor, {
        name: block.name,
        anchor: block.anchor,
        declaration: declarationOf(block.blocks),
        deprecated: block.labels.includes('deprecated'),
      });
  return members;
}

/**
 * A symbol's own declaration. A class's or an interface's is its head (`class X<T> extends Y implements Z`):
 * its members are compared one by one.
 */
function symbolDeclaration(outline: ApiOutline<unknown>): string {
  const blocks = outline.sections.flatMap((section) => section.blocks);
  if (outline.kind !== 'class' && outline.kind !== 'interface') return declarationOf(blocks);
  const [declaration] = blocks;
  return declaration?.type === 'code' ? containerHead(declaration.code) : '';
}

const sameDeclaration = (a: string, b: string) => normaliseDeclaration(a) === normaliseDeclaration(b);
/** Whether two declarations differ in an optional's `| undefined` only. */
const differInUndefinedOnly = (a: string, b: string) =>
  sameDeclaration(a, b) && normaliseLayout(a) !== normaliseLayout(b);

/**
 * The members added, removed or changed, and those deprecated in one major only. A member one major declares but
 * tags `@internal` is neither added nor removed: it is there, undocumented.
 */
function compareMembers(
  older: ApiOutline<unknown>,
  newer: ApiOutline<unknown>,
): Pick<SymbolComparison, 'members' | 'memberDeprecations'> & {
  undefinedOnly: SymbolComparison['optionalUndefined']['members'];
} {
  const before = membersOf(older);
  const after = membersOf(newer);
  const internal = (outline: ApiOutline<unknown>, anchor: string) =>
    outline.internalMembers?.includes(anchor) ?? false;
  const members: MemberComparison[] = [];
  const memberDeprecations: MemberDeprecation[] = [];
  const undefinedOnly: SymbolComparison['optionalUndefined']['members'] = [];
  for (const member of after.values()) {
    const old = before.get(member.anchor);
    if (!old) {
      if (!internal(older, member.anchor))
        members.push({name: member.name, anchor: member.anchor, status: 'added'});
      continue;
    }
    if (differInUndefinedOnly(old.declaration, member.declaration))
      undefinedOnly.push({
        name: member.name,
        anchor: member.anchor,
        older: old.declaration,
        newer: member.declaration,
      });
    else if (!sameDeclaration(old.declaration, member.declaration))
      members.push({
        name: member.name,
        anchor: member.anchor,
        status: 'changed',
        older: old.declaration,
        newer: member.declaration,
      });
    if (old.deprecated !== member.deprecated)
      memberDeprecations.push({
        name: member.name,
        anchor: member.anchor,
        olderDeprecated: old.deprecated,
        newerDeprecated: member.deprecated,
      });
  }
  for (const member of before.values())
    if (!after.has(member.anchor) && !internal(newer, member.anchor))
      members.push({name: member.name, anchor: member.anchor, status: 'removed'});
  return {members, memberDeprecations, undefinedOnly};
}

const isDeprecated = (outline: ApiOutline<unknown> | undefined) => outline?.deprecated !== undefined;

/**
 * Compares the exported symbols of two majors by name (the kind may differ: a constant may become a
 * function). A symbol is changed when its declaration or one of its members' differs, whitespace aside.
 * Pages of types the package does not export are left out: they are not part of its API.
 */
export function compareOutlines(
  older: readonly ApiOutline<unknown>[],
  newer: readonly ApiOutline<unknown>[],
): Map<string, SymbolComparison> {
  const exported = (outlines: readonly ApiOutline<unknown>[]) =>
    new Map(outlines.filter((outline) => !outline.notExported).map((outline) => [outline.name, outline]));
  const before = exported(older);
  const after = exported(newer);
  const result = new Map<string, SymbolComparison>();
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(name);
    const current = after.get(name);
    const {members, memberDeprecations, undefinedOnly} =
      old && current
        ? compareMembers(old, current)
        : {members: [], memberDeprecations: [], undefinedOnly: []};
    const oldDeclaration = old && symbolDeclaration(old);
    const newDeclaration = current && symbolDeclaration(current);
    const declarationChanged =
      oldDeclaration !== undefined &&
      newDeclaration !== undefined &&
      !sameDeclaration(oldDeclaration, newDeclaration);
    const status: ChangeStatus = !old
      ? 'added'
      : !current
        ? 'removed'
        : declarationChanged || members.length
          ? 'changed'
          : 'same';
    result.set(name, {
      name,
      status,
      ...(oldDeclaration !== undefined && {older: oldDeclaration}),
      ...(newDeclaration !== undefined && {newer: newDeclaration}),
      declarationChanged,
      olderDeprecated: isDeprecated(old),
      newerDeprecated: isDeprecated(current),
      members,
      memberDeprecations,
      optionalUndefined: {
        declaration:
          oldDeclaration !== undefined &&
          newDeclaration !== undefined &&
          differInUndefinedOnly(oldDeclaration, newDeclaration),
        members: undefinedOnly,
      },
    });
  }
  return result;
}
