import type {
  ApiBlock,
  ApiCode,
  ApiMemberIndexEntry,
  ApiOutline,
  ApiOutlineLink,
  ApiOutlineSection,
  ApiRelation,
} from '../../shared/outline';
import type {
  ApiExample,
  ApiKind,
  ApiMarkdown,
  ApiMember,
  ApiMemberKind,
  ApiModel,
  ApiPage,
  ApiSignature,
  ApiTocItem,
  ApiType,
  ApiTypeParameter,
} from '../../shared/types';
import {toNotExportedNotice} from './notExported';
import {toWrappableHtml} from '../../shared/wordBreaks';
import type {PageRelations} from './relations';
import {
  containerCode,
  declaredTypeCode,
  headCode,
  joinCode,
  signatureCode,
  typeCode,
  typeParametersCode,
} from './toCode';
import {anchorOf} from '../../shared/permalinks';

type Block = ApiBlock<ApiMarkdown>;
type Section = ApiOutlineSection<ApiMarkdown>;

/** What a page's outline needs besides the page itself. */
export interface OutlineContext {
  model: ApiModel;
  relations: Map<string, PageRelations>;
  /** Docs pages that link to each API page, by permalink: its "Guides that use this". */
  guides: Map<string, ApiOutlineLink[]>;
  navigation: Pick<ApiOutline, 'breadcrumbs' | 'previous' | 'next'>;
}

export const kindLabels = {
  class: 'Class',
  enum: 'Enumeration',
  function: 'Function',
  interface: 'Interface',
  type: 'Type alias',
  variable: 'Variable',
} satisfies Record<ApiKind, string>;

/** Member sections of classes and interfaces, in page order. */
const memberSections: {kind: ApiMemberKind; id: string; title: string}[] = [
  {kind: 'constructor', id: 'constructors', title: 'Constructor'},
  {kind: 'callSignature', id: 'call-signatures', title: 'Call signatures'},
  {kind: 'indexSignature', id: 'index-signatures', title: 'Index signatures'},
  {kind: 'property', id: 'properties', title: 'Properties'},
  {kind: 'accessor', id: 'accessors', title: 'Accessors'},
  {kind: 'method', id: 'methods', title: 'Methods'},
];

const memberKindWords = {
  constructor: 'constructor',
  callSignature: 'call signature',
  indexSignature: 'index signature',
  property: 'property',
  accessor: 'accessor',
  method: 'method',
  enumMember: 'member',
} satisfies Record<ApiMemberKind, string>;

function examplesBlocks(examples: readonly ApiExample[]): Block[] {
  return examples.map((example) => ({type: 'example', ...example}));
}

function typeParametersBlock(parameters: readonly ApiTypeParameter[]): Block[] {
  if (!parameters.length) return [];
  return [
    {
      type: 'typeParameters',
      rows: parameters.map((p) => ({
        name: p.name,
        ...(p.constraint && {constraint: typeCode(p.constraint)}),
        ...(p.default && {default: typeCode(p.default)}),
        ...(p.description && {text: p.description}),
      })),
    },
  ];
}

/**
 * One signature's blocks: its declaration, then what documents it. `head` starts the declaration
 * (`function parse`, `constructor`, a method's name); constructors declare no return type. Without a head, the
 * signature is a type's (`defaultFieldResolver: GraphQLFieldResolver<…>`), whose declaration the page shows.
 */
function signatureBlocks(
  head: ApiCode | undefined,
  signature: ApiSignature,
  {returns = true, deprecation = true}: {returns?: boolean; deprecation?: boolean} = {},
): Block[] {
  const declared = {...signature, returns: signature.returns.type};
  const blocks: Block[] = head ? [{type: 'code', code: signatureCode(head, declared, {returns})}] : [];
  if (deprecation && signature.deprecated !== undefined)
    blocks.push({type: 'deprecated', text: signature.deprecated});
  if (signature.description) blocks.push({type: 'doc', text: signature.description});
  blocks.push(...typeParametersBlock(signature.typeParameters));
  if (signature.parameters.length) {
    blocks.push({
      type: 'parameters',
      rows: signature.parameters.map((p) => ({
        name: `${p.rest ? '...' : ''}${p.name}`,
        optional: p.optional,
        type: typeCode(p.type),
        ...(p.default !== undefined && {default: p.default}),
        ...(p.description && {text: p.description}),
      })),
    });
  }
  if (returns) {
    blocks.push({
      type: 'returns',
      code: typeCode(signature.returns.type),
      ...(signature.returns.description && {text: signature.returns.description}),
    });
  }
  if (signature.throws.length) blocks.push({type: 'throws', items: signature.throws});
  blocks.push(...examplesBlocks(signature.examples ?? []));
  return blocks;
}

/** Several overloads each get a heading; one signature stands alone. */
function signaturesBlocks(
  head: ApiCode | undefined,
  signatures: readonly ApiSignature[],
  options: {returns?: boolean; deprecation?: boolean} = {},
): Block[] {
  if (signatures.length === 1) return signatureBlocks(head, signatures[0], options);
  return signatures.map((signature, i) => ({
    type: 'overload',
    title: `Overload ${i + 1}`,
    blocks: signatureBlocks(head, signature, {...options, deprecation: true}),
  }));
}

function memberLabels(member: ApiMember): string[] {
  return [
    member.static && 'static',
    member.abstract && 'abstract',
    member.readonly && 'readonly',
    member.optional && 'optional',
    member.accessor && (member.accessor.set ? (member.accessor.get ? 'get/set' : 'set') : 'get'),
    member.inheritedFrom && 'inherited',
    member.deprecated !== undefined && 'deprecated',
  ].filter((label): label is string => Boolean(label));
}

/** Whether a member is declared by the page's own declaration, not inherited. */
const isOwn = (member: ApiMember) => !member.inheritedFrom;

/**
 * What starts a member's declaration: its modifiers and its name as declared (`static`, `readonly`, `get`,
 * `[Symbol.toStringTag]`, `'graphql:parse'`, `constructor`), the name linked to `href` when given.
 */
function memberHead(member: ApiMember, href?: string): ApiCode {
  const w: ApiCode = [];
  const keyword = (word: string | false | undefined) => word && w.push({keyword: word}, ' ');
  keyword(member.static && 'static');
  keyword(member.abstract && 'abstract');
  keyword(member.kind !== 'indexSignature' && member.readonly && 'readonly');
  if (member.kind === 'constructor') return headCode(...w, {keyword: 'constructor'});
  if (member.kind === 'callSignature' || member.kind === 'indexSignature') return headCode(...w);
  if (member.kind === 'accessor') keyword(member.accessor?.get === false ? 'set' : 'get');
  const name = member.declaredName ?? member.name;
  return headCode(...w, href ? {text: name, href} : name, member.optional ? '?' : '');
}

/**
 * A member's declarations, as its owner's declaration lists them: one per overload of a method, one line each
 * when `inline`. Methods, constructors and call signatures are printed from their signatures.
 */
function memberDeclarations(
  member: ApiMember,
  {href, inline = false}: {href?: string; inline?: boolean} = {},
): ApiCode[] {
  const head = memberHead(member, href);
  const signatures = member.signatures ?? [];
  switch (member.kind) {
    case 'property':
    case 'enumMember':
      return member.type ? [headCode(...head, ': ', ...typeCode(member.type))] : [];
    case 'accessor':
      return member.type
        ? [
            member.accessor?.get === false
              ? headCode(...head, '(value: ', ...typeCode(member.type), ')')
              : headCode(...head, '(): ', ...typeCode(member.type)),
          ]
        : [];
    case 'indexSignature':
      // `readonly [key: string]: T`: a key and a value, not a call.
      return signatures.map(({parameters: [key], returns}) =>
        headCode(
          ...(member.readonly ? [{keyword: 'readonly'}, ' '] : []),
          `[${key.name}: `,
          ...typeCode(key.type),
          ']: ',
          ...typeCode(returns.type),
        ),
      );
    default:
      return signatures.map((signature) =>
        signatureCode(
          head,
          {...signature, returns: signature.returns.type},
          {returns: member.kind !== 'constructor', inline},
        ),
      );
  }
}

/** A class's or interface's member: its declaration and what documents it. */
function memberBlock(member: ApiMember): Block {
  const blocks: Block[] = [];
  const signatures = member.signatures ?? [];
  const hasOverloads =
    member.kind === 'method' || member.kind === 'constructor' || member.kind === 'callSignature';
  if (!hasOverloads) blocks.push(...memberDeclarations(member).map((code): Block => ({type: 'code', code})));
  if (member.deprecated !== undefined) blocks.push({type: 'deprecated', text: member.deprecated});
  if (member.description) blocks.push({type: 'doc', text: member.description});
  if (hasOverloads) {
    blocks.push(
      ...signaturesBlocks(memberHead(member), signatures, {
        returns: member.kind !== 'constructor',
        deprecation: member.deprecated === undefined,
      }),
    );
  }
  blocks.push(...examplesBlocks(member.examples));
  if (member.see.length) blocks.push({type: 'seeAlso', items: member.see});
  for (const [label, origin] of [
    ['Inherited from', member.inheritedFrom],
    ['Implementation of', member.implementationOf],
  ] as const) {
    if (origin)
      blocks.push({
        type: 'origin',
        label,
        code: origin.href ? [{text: origin.name, href: origin.href}] : [origin.name],
      });
  }
  return {
    type: 'member',
    anchor: member.anchor,
    // The heading names the member as its declaration does: `[Symbol.toStringTag]`, `'graphql:parse'`.
    name: member.declaredName ?? member.name,
    labels: memberLabels(member),
    ...(member.sourceUrl && {sourceUrl: member.sourceUrl}),
    blocks,
  };
}

/**
 * The page's own declaration, as the package declares it: a type alias, a constant (typed, or with its value),
 * an enum (a TypeScript enum, or the type of an enum of constants), a class or an interface with its members.
 */
function declarationCode(page: ApiPage): ApiCode {
  const name = (keyword: string) => headCode({keyword}, ` ${page.name}`);
  switch (page.kind) {
    case 'type':
      return headCode(
        ...name('type'),
        ...typeParametersCode(page.typeParameters),
        ' = ',
        ...declaredTypeCode(page.type!),
      );
    case 'function':
    case 'variable':
      return page.value !== undefined
        ? headCode(...name('const'), ` = ${page.value}`)
        : headCode(...name('const'), ': ', ...typeCode(page.type!));
    case 'enum':
      if (page.type) return headCode(...name('type'), ' = ', ...typeCode(page.type));
      return containerCode(
        name('enum'),
        page.members.map((m) => [
          {text: m.name, href: anchorOf(page.permalink, m.anchor)},
          ` = ${m.value ?? ''}`,
        ]),
        ',',
      );
    case 'class':
    case 'interface': {
      const heritage = (keyword: string, types: readonly ApiType[]) =>
        types.length ? [' ', {keyword}, ' ', ...joinCode(types.map(typeCode), ', ')] : [];
      return containerCode(
        headCode(
          ...name(page.kind),
          ...typeParametersCode(page.typeParameters),
          ...heritage('extends', page.extends),
          ...heritage('implements', page.implements),
        ),
        page.members
          .filter(isOwn)
          .flatMap((member) =>
            memberDeclarations(member, {href: anchorOf(page.permalink, member.anchor), inline: true}),
          ),
        ';',
      );
    }
  }
}

/** The `h2` sections of a page, in order. */
function toSections(page: ApiPage): Section[] {
  const anchors = new Set(page.members.map((m) => m.anchor));
  // A section id never clashes with a member anchor.
  const id = (base: string) => (anchors.has(base) ? `${base}-section` : base);
  const sections: Section[] = [];
  const push = (base: string, title: string, blocks: Block[]) => {
    if (blocks.length) sections.push({id: id(base), title, blocks});
  };
  const pageExamples = examplesBlocks(page.examples);
  const signaturesTitle = page.signatures.length > 1 ? 'Signatures' : 'Signature';
  const declaration = (): Block => ({type: 'code', code: declarationCode(page)});
  // A function declared as such shows each overload's declaration; a typed constant or a function type shows
  // its own declaration, and its signature's parameters and return.
  const head =
    page.kind === 'function' && !page.type ? headCode({keyword: 'function'}, ` ${page.name}`) : undefined;
  // Overloads show their own deprecation when the page as a whole is not deprecated.
  const pageSignatures = () =>
    signaturesBlocks(head, page.signatures, {deprecation: page.deprecated === undefined});

  switch (page.kind) {
    case 'function':
      push('signature', signaturesTitle, [...(head ? [] : [declaration()]), ...pageSignatures()]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      break;
    case 'type':
      if (page.signatures.length)
        push('signature', signaturesTitle, [
          declaration(),
          ...typeParametersBlock(page.typeParameters),
          ...pageSignatures(),
        ]);
      else push('type', 'Type', [declaration(), ...typeParametersBlock(page.typeParameters)]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      pushMemberSections(page, push);
      break;
    case 'variable':
      push('type', 'Type', [declaration()]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      break;
    case 'enum':
      push('type', 'Type', [declaration()]);
      push('members', 'Members', [
        {
          type: 'enumMembers',
          rows: page.members.map((m) => ({
            name: m.name,
            anchor: m.anchor,
            ...(m.value !== undefined && {value: m.value}),
            ...(m.deprecated !== undefined && {deprecated: m.deprecated}),
            ...(m.description && {text: m.description}),
            ...(m.sourceUrl && {sourceUrl: m.sourceUrl}),
          })),
        },
      ]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      break;
    case 'class':
    case 'interface':
      // The whole declaration at a glance, its members in declaration order, each linked to its details; the
      // member index follows it (shared/memberIndexPlace.ts).
      push('declaration', 'Declaration', [declaration()]);
      push(
        'type-parameters',
        'Type parameters',
        typeParametersBlock(page.typeParameters).map((block) => ({...block, untitled: true as const})),
      );
      // What the type is for comes before the details of its members.
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      pushMemberSections(page, push);
      break;
  }
  if (page.see.length) push('see-also', 'See also', [{type: 'seeAlso', items: page.see}]);
  return sections;
}

function pushMemberSections(
  page: ApiPage,
  push: (base: string, title: string, blocks: Block[]) => void,
): void {
  for (const section of memberSections)
    push(section.id, section.title, membersOfKind(page, section.kind).map(memberBlock));
}

/** A page's members of a kind: its own in declaration order, then the inherited ones. */
function membersOfKind(page: ApiPage, kind: ApiMemberKind): ApiMember[] {
  const members = page.members.filter((m) => m.kind === kind);
  return [...members.filter(isOwn), ...members.filter((m) => !isOwn(m))];
}

function memberIndex(page: ApiPage): ApiMemberIndexEntry[] {
  if (page.kind !== 'class' && page.kind !== 'interface') return [];
  return memberSections.flatMap((section) =>
    membersOfKind(page, section.kind).map((m) => ({
      name: m.declaredName ?? m.name,
      kindLabel: [
        ...memberLabels(m).filter((label) => label !== 'inherited' && label !== 'deprecated'),
        memberKindWords[m.kind],
      ].join(' '),
      ...(m.deprecated !== undefined && {deprecated: true as const}),
      summary: m.summary,
      anchor: m.anchor,
    })),
  );
}

function relations(page: ApiPage, context: OutlineContext): ApiRelation[] {
  const pageById = new Map(context.model.pages.map((p) => [p.id, p]));
  const links = (ids: readonly string[]) =>
    ids
      .map((id) => pageById.get(id)!)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({label: p.name, href: p.permalink}));
  const related = context.relations.get(page.id);
  return [
    {title: 'Guides that use this', links: context.guides.get(page.permalink) ?? []},
    {title: 'Extended by', links: links(related?.extendedBy ?? [])},
    {title: 'Implemented by', links: links(related?.implementedBy ?? [])},
    {title: 'Used by', links: links(related?.usedBy ?? [])},
  ].filter((relation) => relation.links.length > 0);
}

/** `h2` per section, `h3` per member; TOC values are HTML, as Docusaurus renders them. */
function toToc(sections: readonly Section[]): ApiTocItem[] {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return sections.flatMap((section) => [
    {value: escape(section.title), id: section.id, level: 2},
    // Member names wrap between their words in the narrow column, not inside them.
    ...section.blocks.flatMap((block) =>
      block.type === 'member'
        ? [{value: toWrappableHtml(escape(block.name)), id: block.anchor, level: 3}]
        : [],
    ),
  ]);
}

/** The lines that import a symbol: from the package root, and from its own entry point when it has one. */
function importLines(page: ApiPage): string {
  const keyword = page.import.typeOnly ? 'import type' : 'import';
  const line = (module: string) => `${keyword} { ${page.name} } from '${module}';`;
  return page.import.subpath
    ? `${line(page.import.module)}\n// or from its entry point:\n${line(page.import.subpath)}`
    : line(page.import.module);
}

/** The source's path and line as the page shows it: `src/language/parser.ts#L212`. */
function sourceLabel(sourceUrl: string): string {
  return sourceUrl.replace(/^.*?\/blob\/[^/]+\//, '');
}

/** The declared names the page prints as their exports' (its own, and those its declarations refer to), sorted. */
function renamedNames(page: ApiPage): {declared: string; exported: string}[] {
  const renamed = new Map<string, string>();
  if (page.declaredName) renamed.set(page.declaredName, page.name);
  JSON.stringify(page, (_key, value: unknown) => {
    const type = value as Partial<Extract<ApiType, {kind: 'reference'}>> | null;
    if (type?.kind === 'reference' && type.declaredName) renamed.set(type.declaredName, type.name!);
    return value;
  });
  return [...renamed]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([declared, exported]) => ({declared, exported}));
}

/** A symbol's page, laid out. */
export function toOutline(page: ApiPage, context: OutlineContext): ApiOutline<ApiMarkdown> {
  const sections = toSections(page);
  const groups = relations(page, context);
  if (groups.length) sections.push({id: 'related', title: 'Related', blocks: [{type: 'relations', groups}]});
  const notice = page.notExported ? toNotExportedNotice(page, context.model) : undefined;
  const renamed = renamedNames(page);
  return {
    id: page.id,
    name: page.name,
    ...(renamed.length && {renamed}),
    kind: page.kind,
    kindLabel: kindLabels[page.kind],
    permalink: page.permalink,
    summary: page.summary,
    // An unexported type's category and notice say so already.
    labels: page.deprecated !== undefined ? ['Deprecated'] : [],
    ...(notice && {
      notExported: {
        declaredIn: notice.declaredIn,
        deepImport: notice.deepImport,
        advice: notice.advice,
        ...(notice.code && {instead: notice.code}),
      },
    }),
    ...(page.deprecated !== undefined && {deprecated: page.deprecated}),
    ...(!page.notExported && {importCode: importLines(page)}),
    ...(page.description && {description: page.description}),
    heritage: [
      {title: 'Extends', items: page.extends.map(typeCode)},
      {title: 'Implements', items: page.implements.map(typeCode)},
    ].filter((h) => h.items.length > 0),
    memberIndex: memberIndex(page),
    ...(page.internalMembers && {internalMembers: page.internalMembers}),
    sections,
    ...(page.sourceUrl && {sourceUrl: page.sourceUrl, sourceLabel: sourceLabel(page.sourceUrl)}),
    toc: toToc(sections),
    ...context.navigation,
  };
}
