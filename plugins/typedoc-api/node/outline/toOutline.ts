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
  ApiTypeParameter,
} from '../../shared/types';
import {toNotExportedNotice} from './notExported';
import {toWrappableHtml} from '../../shared/wordBreaks';
import type {PageRelations} from './relations';
import {headCode, signatureCode, typeCode, typeParametersCode} from './toCode';

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

/** How each kind introduces its declaration. */
const declarationKeyword = {
  class: 'class',
  enum: 'const',
  // A function page has a declaration of its own when the function is a typed constant (defaultFieldResolver).
  function: 'const',
  interface: 'interface',
  type: 'type',
  variable: 'const',
} satisfies Record<ApiKind, string>;

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
 * (`function parse`, `new GraphQLSchema`, a method's name); constructors declare no return type.
 */
function signatureBlocks(
  head: ApiCode,
  signature: ApiSignature,
  {returns = true, deprecation = true}: {returns?: boolean; deprecation?: boolean} = {},
): Block[] {
  const declared = {...signature, returns: signature.returns.type};
  const blocks: Block[] = [{type: 'code', code: signatureCode(head, declared, {returns})}];
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
  head: ApiCode,
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

/** A class's or interface's member: its declaration and what documents it. */
function memberBlock(member: ApiMember, page: ApiPage): Block {
  const blocks: Block[] = [];
  const signatures = member.signatures ?? [];
  if (!signatures.length && member.type) {
    const modifiers: ApiCode = member.readonly ? [{keyword: 'readonly'}, ' '] : [];
    const head =
      member.kind === 'accessor'
        ? [{keyword: member.accessor?.get === false ? 'set' : 'get'}, ` ${member.name}(): `]
        : [`${member.name}${member.optional ? '?' : ''}: `];
    blocks.push({type: 'code', code: headCode(...modifiers, ...head, ...typeCode(member.type))});
  }
  if (member.kind === 'indexSignature') {
    // `[key: string]: T`: a key and a value, not a call.
    for (const {parameters, returns} of signatures) {
      const [key] = parameters;
      blocks.push({
        type: 'code',
        code: headCode(`[${key.name}: `, ...typeCode(key.type), ']: ', ...typeCode(returns.type)),
      });
    }
  }
  if (member.deprecated !== undefined) blocks.push({type: 'deprecated', text: member.deprecated});
  if (member.description) blocks.push({type: 'doc', text: member.description});
  if (signatures.length && member.kind !== 'indexSignature') {
    const head: ApiCode =
      member.kind === 'constructor'
        ? [{keyword: 'new'}, ` ${page.name}`]
        : member.kind === 'callSignature'
          ? []
          : headCode(...(member.static ? [{keyword: 'static'}, ' '] : []), member.name);
    blocks.push(
      ...signaturesBlocks(head, signatures, {
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
    name: member.name,
    labels: memberLabels(member),
    ...(member.sourceUrl && {sourceUrl: member.sourceUrl}),
    blocks,
  };
}

/** The declaration of a type alias, variable, enum or typed constant. */
function declarationBlock(page: ApiPage): Block {
  const head = headCode(
    {keyword: declarationKeyword[page.kind]},
    ` ${page.name}`,
    ...(page.kind === 'type' ? typeParametersCode(page.typeParameters) : []),
    page.kind === 'type' || page.kind === 'enum' ? ' = ' : ': ',
  );
  const value = page.value !== undefined ? [` = ${page.value}`] : [];
  return {type: 'code', code: headCode(...head, ...typeCode(page.type!), ...value)};
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
  const signatureHead = (): ApiCode =>
    page.kind === 'function' ? headCode({keyword: 'function'}, ` ${page.name}`) : headCode(`${page.name}`);
  // Overloads show their own deprecation when the page as a whole is not deprecated.
  const pageSignatures = () =>
    signaturesBlocks(signatureHead(), page.signatures, {deprecation: page.deprecated === undefined});

  switch (page.kind) {
    case 'function':
      push('signature', signaturesTitle, pageSignatures());
      if (page.type && !page.signatures.length) push('type', 'Type', [declarationBlock(page)]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      break;
    case 'type':
      // A function type is its signature; printing it as a type as well would say the same twice.
      if (page.signatures.length)
        push('signature', signaturesTitle, [
          ...typeParametersBlock(page.typeParameters),
          ...pageSignatures(),
        ]);
      else push('type', 'Type', [declarationBlock(page), ...typeParametersBlock(page.typeParameters)]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      pushMemberSections(page, push);
      break;
    case 'variable':
      push('type', 'Type', [declarationBlock(page)]);
      push('examples', page.examples.length > 1 ? 'Examples' : 'Example', pageExamples);
      break;
    case 'enum':
      if (page.type) push('type', 'Type', [declarationBlock(page)]);
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
      push('type-parameters', 'Type parameters', typeParametersBlock(page.typeParameters));
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
  for (const section of memberSections) {
    const members = page.members.filter((m) => m.kind === section.kind);
    push(
      section.id,
      section.title,
      members.map((m) => memberBlock(m, page)),
    );
  }
}

function memberIndex(page: ApiPage): ApiMemberIndexEntry[] {
  if (page.kind !== 'class' && page.kind !== 'interface') return [];
  return memberSections.flatMap((section) =>
    page.members
      .filter((m) => m.kind === section.kind)
      .map((m) => ({
        name: m.name,
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

/** A symbol's page, laid out. */
export function toOutline(page: ApiPage, context: OutlineContext): ApiOutline<ApiMarkdown> {
  const sections = toSections(page);
  const groups = relations(page, context);
  if (groups.length) sections.push({id: 'related', title: 'Related', blocks: [{type: 'relations', groups}]});
  const notice = page.notExported ? toNotExportedNotice(page, context.model) : undefined;
  return {
    id: page.id,
    name: page.name,
    kind: page.kind,
    kindLabel: kindLabels[page.kind],
    permalink: page.permalink,
    summary: page.summary,
    // An unexported type's category and notice say so already.
    labels: page.deprecated !== undefined ? ['Deprecated'] : [],
    ...(notice && {
      notExported: {
        declaredIn: notice.declaredIn,
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
    sections,
    ...(page.sourceUrl && {sourceUrl: page.sourceUrl, sourceLabel: sourceLabel(page.sourceUrl)}),
    toc: toToc(sections),
    ...context.navigation,
  };
}
