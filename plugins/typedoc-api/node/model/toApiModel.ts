import type {JSONOutput} from 'typedoc';
import type {
  ApiCategory,
  ApiExample,
  ApiIndexEntry,
  ApiKind,
  ApiMember,
  ApiMemberKind,
  ApiMemberOrigin,
  ApiModel,
  ApiPage,
  ApiParameter,
  ApiSignature,
  ApiTypeParameter,
} from '../../shared/types';
import {blockTags, toExamples, toMarkdown, toSummary, type MarkdownContext} from './comments';
import {
  anchorOf,
  API_KINDS,
  toIndexPermalink,
  toInternalPermalink,
  toMemberAnchor,
  toPermalink,
} from '../../shared/permalinks';
import {ReflectionKind, reflectionKindName} from './reflectionKinds';
import {printLiteral, toApiType, type LinkResolver} from './toApiType';
import type {SourceFile} from '../loadSources';
import {referencedHrefs} from './references';
import {createSourceLocator, type SourceLocator} from './sourceLocator';

type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;
type Comment = JSONOutput.Comment;

/** Everything `toApiModel` reads besides TypeDoc's model. */
export interface ModelInput {
  project: JSONOutput.ProjectReflection;
  /** Export names of the package's `.d.ts` files, its sub-path entry points included, keyed by path (see runTypeDoc). */
  exportsByFile: Record<string, string[]>;
  /** The names the entry point exports with `export type {…}` (see runTypeDoc). */
  typeOnlyExports: string[];
  /** Members whose declaration names them otherwise than TypeDoc, by reflection id (see runTypeDoc). */
  declaredNames: Record<number, string>;
  package: {name: string; version: string; subpaths: {specifier: string; file: string}[]};
  /** File-level categories, keyed by `.d.ts` path relative to the package (see loadFileCategories). */
  fileCategories: Record<string, string>;
  /** The original TypeScript source of each `.d.ts` file, where the package ships it (see loadSourceFile). */
  sources: Record<string, SourceFile>;
  options: {
    routeBasePath: string;
    sourceUrlTemplate: string;
    categoryOrder: string[];
    defaultCategory: string;
  };
}

/** A `{@link}` that points at nothing with a page. */
export interface UnresolvedLink {
  /** The `ApiPage.id` whose comments contain the link. */
  pageId: string;
  /** The link's text (`{@link Foo}` gives `Foo`). */
  text: string;
}

/** How one export becomes one page. */
interface Plan {
  name: string;
  kind: ApiKind;
  /** The reflection the page documents. */
  reflection: Declaration;
  /** The same-named type alias of a const-object enum. */
  companion?: Declaration;
  permalink: string;
  id: string;
  /** False for a type the package references but does not export (typedoc-plugin-missing-exports). */
  exported: boolean;
}

/** The category of the pages of types the package does not export, listed after every other. */
export const NOT_EXPORTED_CATEGORY = 'Not exported';

/** Where typedoc-plugin-missing-exports puts the types the package references but does not export. */
export const INTERNAL_MODULE = '<internal>';

/**
 * TypeDoc's model → one page per export, and one per type the exports reference but the package does not
 * export. Pure: the same input gives the same (sorted) output.
 * Throws `Converting "name" failed` (with the cause) when a symbol cannot be converted.
 */
export function toApiModel(input: ModelInput): {model: ApiModel; unresolvedLinks: UnresolvedLink[]} {
  const {project, options} = input;
  const sourceLocator = createSourceLocator(
    project,
    input.sources,
    options.sourceUrlTemplate,
    input.package.version,
  );
  const children = project.children ?? [];
  const internal = children.find(
    (child) => child.name === INTERNAL_MODULE && child.kind === ReflectionKind.Module,
  );
  const plans = [
    ...planPages(
      children.filter((child) => child !== internal),
      (kind, name) => toPermalink(options.routeBasePath, kind, name),
      sourceLocator,
    ),
    ...planPages(
      unambiguous((internal?.children ?? []).filter((child) => !child.flags.isExternal)),
      (_kind, name) => toInternalPermalink(options.routeBasePath, name),
      sourceLocator,
    ).map((plan) => ({...plan, exported: false})),
  ];
  const {hrefById, memberLabelById} = buildLinkTargets(plans);
  const hrefByName = new Map(plans.map((plan) => [plan.name, plan.permalink]));
  const enumMemberHref = (qualifiedName: string): string | undefined => {
    const [owner, member, ...rest] = qualifiedName.split('.');
    const plan = plans.find((p) => p.name === owner && p.kind === 'enum');
    if (!plan || !member || rest.length) return undefined;
    const found = memberReflectionsOf(plan).find((m) => m.name === member);
    return found && anchorOf(plan.permalink, toMemberAnchor(found.name, false));
  };
  const explicitCategoryById = new Map<number, string>();
  for (const category of project.categories ?? []) {
    for (const id of category.children ?? []) explicitCategoryById.set(id, category.title);
  }
  const aliasById = new Map(
    (project.children ?? [])
      .filter((child) => child.kind === ReflectionKind.TypeAlias)
      .map((child) => [child.id, child]),
  );
  const nameById = new Map(
    plans.flatMap((plan) =>
      [plan.reflection, plan.companion].flatMap((r) => (r ? [[r.id, plan.name] as const] : [])),
    ),
  );
  const links: LinkResolver = {
    packageName: input.package.name,
    // A reference to a property of a constant's type, as `typeof TypeKind.SCALAR` is, can point at a reflection
    // of the computed type that the declared type replaced: by name, it is a member of an enum page.
    hrefOf: (target, name) =>
      (typeof target === 'number' ? hrefById.get(target) : undefined) ??
      (name ? enumMemberHref(name) : undefined),
    nameOf: (target) => (typeof target === 'number' ? nameById.get(target) : undefined),
    declaredNameOf: (id) => (Object.hasOwn(input.declaredNames, id) ? input.declaredNames[id] : undefined),
  };

  const unresolvedLinks: UnresolvedLink[] = [];
  const converted = plans.map((plan) => {
    // A code span names the page's own member before any export of that name: in a scalar's comments,
    // `parseValue()` is its method, not the parser.
    const memberAnchors = new Map(
      memberReflectionsOf(plan).map((member) => [
        member.name,
        toMemberAnchor(member.name, Boolean(member.flags.isStatic)),
      ]),
    );
    const markdown: MarkdownContext = {
      hrefOfLink: (tag) => links.hrefOf(tag.target),
      hrefOfName: (name) => {
        const anchor = memberAnchors.get(name);
        if (anchor) return anchorOf(plan.permalink, anchor);
        return name === plan.name ? undefined : hrefByName.get(name);
      },
      onUnresolvedLink: (text) => unresolvedLinks.push({pageId: plan.id, text}),
    };
    try {
      const converter = new PageConverter(links, markdown, aliasById, memberLabelById, sourceLocator);
      const page = converter.toPage(plan, input);
      const category = !plan.exported
        ? NOT_EXPORTED_CATEGORY
        : (firstTagText(primaryComment(plan.reflection), '@category') ??
          explicitCategoryOf(plan.reflection, explicitCategoryById) ??
          input.fileCategories[page.sourcePath] ??
          options.defaultCategory);
      return {...page, category};
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`Converting "${plan.name}" failed: ${message}`, {cause});
    }
  });

  const pages = reachablePages(converted);
  const categoryNames = orderCategories(
    [...new Set(pages.map((page) => page.category))],
    options.categoryOrder,
  );
  const categories: ApiCategory[] = categoryNames.map((name) => ({
    name,
    pageIds: pages
      .filter((page) => page.category === name)
      .sort(byName)
      .map((page) => page.id),
  }));
  const pageById = new Map(pages.map((page) => [page.id, page]));
  const index: ApiIndexEntry[] = categories.flatMap((category) =>
    category.pageIds.map((id) => toIndexEntry(pageById.get(id)!)),
  );

  return {
    model: {
      packageName: input.package.name,
      packageVersion: input.package.version,
      indexPermalink: toIndexPermalink(options.routeBasePath),
      pages: pages.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || byName(a, b)),
      index,
      categories,
    },
    // Overloads repeat the page's comment; report each broken link once per page.
    unresolvedLinks: unresolvedLinks.filter(
      (link, i) => unresolvedLinks.findIndex((l) => l.pageId === link.pageId && l.text === link.text) === i,
    ),
  };
}

/**
 * The unexported types whose name no other unexported type has. graphql 14 declares an `Options` interface in
 * three of its files: no one page can stand for all of them, so they get none, and references to them are plain
 * text.
 */
function unambiguous(declarations: Declaration[]): Declaration[] {
  const count = new Map<string, number>();
  for (const {name} of declarations) count.set(name, (count.get(name) ?? 0) + 1);
  return declarations.filter(({name}) => count.get(name) === 1);
}

const KIND_ORDER = API_KINDS;

/**
 * Every exported page, and the unexported types they refer to, directly or through one another. An unexported
 * type that only members marked `@internal` use gets no page.
 */
function reachablePages(pages: ApiPage[]): ApiPage[] {
  const byPermalink = new Map(pages.map((page) => [page.permalink, page]));
  const reached = new Set(pages.filter((page) => !page.notExported));
  const queue = [...reached];
  for (const page of queue) {
    for (const href of referencedHrefs(page)) {
      const target = byPermalink.get(href.split('#')[0]);
      if (target && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return pages.filter((page) => reached.has(page));
}

/** `{key: value}` when the value is defined, else nothing: spread into an object literal. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({[key]: value} as Record<K, V>);
}

/**
 * Whether graphql marks a member `@internal`: not part of its API, though the declaration is public (TypeDoc
 * keeps such members, because the unexported types tagged so must become pages).
 */
function isInternal(reflection: Declaration): boolean {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  return comments.some((comment) => comment?.modifierTags?.includes('@internal'));
}

/**
 * The constructor TypeDoc lists for a class that declares none, nor inherits one that a declaration writes: its
 * signatures come from no declaration.
 */
function isImplicitConstructor(reflection: Declaration): boolean {
  const signatures = reflection.signatures ?? [];
  return (
    reflection.kind === ReflectionKind.Constructor &&
    signatures.every((signature) => !signature.sources?.length)
  );
}

// Case-insensitive, so `assertType`, `GraphQLType` and `isType` read in dictionary order.
const collator = new Intl.Collator('en', {sensitivity: 'base'});

function byName(a: {name: string}, b: {name: string}): number {
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

function toIndexEntry(page: ApiPage): ApiIndexEntry {
  return {
    name: page.name,
    kind: page.kind,
    category: page.category,
    summary: page.summary,
    href: page.permalink,
    ...(page.deprecated !== undefined && {deprecated: true}),
  };
}

/** Categories named in `order` first, in that order; the rest alphabetically; the unexported types last. */
function orderCategories(names: string[], order: string[]): string[] {
  const rank = (name: string) =>
    name === NOT_EXPORTED_CATEGORY
      ? order.length + 1
      : order.includes(name)
        ? order.indexOf(name)
        : order.length;
  return names.sort((a, b) => rank(a) - rank(b) || collator.compare(a, b));
}

function explicitCategoryOf(reflection: Declaration, byId: Map<number, string>): string | undefined {
  const title = byId.get(reflection.id);
  // TypeDoc files every uncategorised reflection under its default category.
  return title === 'Other' ? undefined : title;
}

/**
 * Decides each export's page kind, recognising graphql's enum patterns and classes exported as types only
 * (`export type {GraphQLField}`), which TypeDoc converts as interfaces.
 */
function planPages(
  children: Declaration[],
  permalinkOf: (kind: ApiKind, name: string) => string,
  sources: SourceLocator,
): Plan[] {
  const byName = new Map<string, Declaration[]>();
  for (const child of children) byName.set(child.name, [...(byName.get(child.name) ?? []), child]);

  const plans: Plan[] = [];
  for (const [name, reflections] of byName) {
    const find = (kind: number) => reflections.find((r) => r.kind === kind);
    const namespace = find(ReflectionKind.Namespace);
    const variable = find(ReflectionKind.Variable);
    const alias = find(ReflectionKind.TypeAlias);
    const plan = (kind: ApiKind, reflection: Declaration, companion?: Declaration): Plan => {
      const pageKind =
        kind === 'interface' && sources.declarationOf(reflection)?.kind === 'class' ? 'class' : kind;
      const permalink = permalinkOf(pageKind, name);
      return {
        name,
        kind: pageKind,
        reflection,
        ...(companion && {companion}),
        permalink,
        id: permalink.split('/').slice(-2).join('/'),
        exported: true,
      };
    };

    if (namespace) {
      if (!isEnumNamespace(namespace)) {
        throw new Error(`Converting "${name}" failed: namespaces are only supported as enums of constants.`);
      }
      // `export * as Kind` and `type Kind = (typeof Kind_)[keyof typeof Kind_]`: the type is the enum's.
      plans.push(plan('enum', namespace, alias));
    } else if (variable && alias && enumObjectMembers(variable)) {
      plans.push(plan('enum', variable, alias));
    } else if (variable) {
      plans.push(plan(isFunctionTyped(variable, children) ? 'function' : 'variable', variable));
    } else {
      const [reflection] = reflections;
      const kind = PAGE_KIND_BY_REFLECTION_KIND[reflection.kind];
      if (!kind || reflections.length > 1) {
        throw new Error(
          `Converting "${name}" failed: unsupported declaration (${reflections.map((r) => reflectionKindName(r.kind)).join(', ')}).`,
        );
      }
      plans.push(plan(kind, reflection));
    }
  }
  return plans;
}

const PAGE_KIND_BY_REFLECTION_KIND: Partial<Record<number, ApiKind>> = {
  [ReflectionKind.Function]: 'function',
  [ReflectionKind.Class]: 'class',
  [ReflectionKind.Interface]: 'interface',
  [ReflectionKind.TypeAlias]: 'type',
  [ReflectionKind.Enum]: 'enum',
};

/** `export * as Kind from './kinds_'`: a namespace of literal-typed constants (and their same-named types). */
function isEnumNamespace(namespace: Declaration): boolean {
  const constants = (namespace.children ?? []).filter((c) => c.kind === ReflectionKind.Variable);
  return constants.length > 0 && constants.every((c) => c.type?.type === 'literal');
}

/** The members of `const X: {readonly A: 'a'; …}`, when every property has a literal type. */
function enumObjectMembers(variable: Declaration): Declaration[] | undefined {
  if (variable.type?.type !== 'reflection') return undefined;
  const {children = [], signatures, indexSignatures} = variable.type.declaration;
  const isEnum =
    children.length > 0 &&
    !signatures &&
    !indexSignatures &&
    children.every((c) => c.type?.type === 'literal');
  return isEnum ? children : undefined;
}

/** `const f: (x) => y` or `const f: SomeFunctionAlias<…>` is documented as a function. */
function isFunctionTyped(variable: Declaration, children: Declaration[]): boolean {
  return functionSignaturesOf(variable.type, (id) => children.find((c) => c.id === id)) !== undefined;
}

/**
 * The call signatures of a function type, following one reference to a type alias and substituting its
 * type arguments (`GraphQLFieldResolver<unknown, unknown>` gives `(source: unknown, …) => unknown`).
 */
function functionSignaturesOf(
  type: JSONOutput.SomeType | undefined,
  lookup: (id: number) => Declaration | undefined,
): Signature[] | undefined {
  if (type?.type === 'reflection') {
    const {signatures, children} = type.declaration;
    return signatures?.length && !children?.length ? signatures : undefined;
  }
  if (type?.type === 'reference' && typeof type.target === 'number') {
    const alias = lookup(type.target);
    if (alias?.kind !== ReflectionKind.TypeAlias) return undefined;
    const signatures = functionSignaturesOf(alias.type, () => undefined);
    if (!signatures) return undefined;
    const args = new Map<string, JSONOutput.SomeType>();
    (alias.typeParameters ?? []).forEach((parameter, i) => {
      const arg = type.typeArguments?.[i] ?? parameter.default;
      if (arg) args.set(parameter.name, arg);
    });
    return signatures.map((signature) => substituteTypeParameters(signature, args));
  }
  return undefined;
}

/** Replaces references to type parameters anywhere in a JSON value. */
function substituteTypeParameters<T>(value: T, args: Map<string, JSONOutput.SomeType>): T {
  if (Array.isArray(value)) return value.map((v) => substituteTypeParameters(v, args)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.type === 'reference' && record.refersToTypeParameter && args.has(record.name as string)) {
    return args.get(record.name as string) as T;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, v]) => [key, substituteTypeParameters(v, args)]),
  ) as T;
}

/**
 * Page and member paths of every reflection that has one, for links; and each member's
 * `Owner.member` label (TypeDoc names a member inherited through `Omit<X, …>` `Omit.member`).
 */
function buildLinkTargets(plans: Plan[]): {
  hrefById: Map<number, string>;
  memberLabelById: Map<number, string>;
} {
  const hrefById = new Map<number, string>();
  const memberLabelById = new Map<number, string>();
  for (const plan of plans) {
    hrefById.set(plan.reflection.id, plan.permalink);
    if (plan.companion) hrefById.set(plan.companion.id, plan.permalink);
    for (const member of memberReflectionsOf(plan)) {
      hrefById.set(
        member.id,
        anchorOf(plan.permalink, toMemberAnchor(member.name, Boolean(member.flags.isStatic))),
      );
      memberLabelById.set(member.id, `${plan.name}.${member.name}`);
    }
    // The same-named type aliases inside an enum namespace (`Kind.NAME` as a type) point at the member too.
    if (plan.kind === 'enum' && plan.reflection.kind === ReflectionKind.Namespace) {
      for (const child of plan.reflection.children ?? []) {
        hrefById.set(child.id, anchorOf(plan.permalink, toMemberAnchor(child.name, false)));
      }
    }
  }
  return {hrefById, memberLabelById};
}

/** The reflections listed as members on a plan's page. */
function memberReflectionsOf(plan: Plan): Declaration[] {
  const {reflection} = plan;
  switch (plan.kind) {
    case 'enum':
      if (reflection.kind === ReflectionKind.Namespace) {
        return (reflection.children ?? []).filter((c) => c.kind === ReflectionKind.Variable);
      }
      return reflection.kind === ReflectionKind.Enum
        ? (reflection.children ?? [])
        : (enumObjectMembers(reflection) ?? []);
    case 'class':
    case 'interface':
      return reflection.children ?? [];
    case 'type':
      return reflection.type?.type === 'reflection' ? (reflection.type.declaration.children ?? []) : [];
    default:
      return [];
  }
}

/** The comment that describes a reflection: functions keep theirs on the first signature. */
function primaryComment(reflection: Declaration): Comment | undefined {
  return (
    reflection.comment ??
    reflection.signatures?.find((s) => s.comment)?.comment ??
    reflection.getSignature?.comment ??
    reflection.setSignature?.comment
  );
}

/**
 * The `@example`s of a reflection, once each: with its signature's or accessors', unless it has overloads,
 * whose examples stay with each overload (`ApiSignature.examples`).
 */
function examplesOf(reflection: Declaration): ApiExample[] {
  const signatures = reflection.signatures ?? [];
  const comments = [
    reflection.comment,
    ...(signatures.length > 1 ? [] : signatures.map((s) => s.comment)),
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
  ];
  const examples = comments.flatMap((comment) => blockTags(comment, '@example').flatMap(toExamples));
  return examples.filter(
    (example, i) =>
      examples.findIndex((e) => e.code === example.code && e.language === example.language) === i,
  );
}

function firstTagText(comment: Comment | undefined, tag: string): string | undefined {
  const [found] = blockTags(comment, tag);
  return found?.content
    .map((part) => part.text)
    .join('')
    .trim();
}

const MEMBER_KIND_BY_REFLECTION_KIND: Partial<Record<number, ApiMemberKind>> = {
  [ReflectionKind.Constructor]: 'constructor',
  [ReflectionKind.Property]: 'property',
  [ReflectionKind.Method]: 'method',
  [ReflectionKind.Accessor]: 'accessor',
  [ReflectionKind.EnumMember]: 'enumMember',
  [ReflectionKind.Variable]: 'enumMember',
};

/** Converts the reflections of one page; holds what every conversion of the page needs. */
class PageConverter {
  constructor(
    private readonly links: LinkResolver,
    private readonly markdown: MarkdownContext,
    private readonly aliasById: Map<number, Declaration>,
    private readonly memberLabelById: Map<number, string>,
    private readonly sources: SourceLocator,
  ) {}

  toPage(plan: Plan, input: ModelInput): Omit<ApiPage, 'category'> {
    const {reflection, kind, name} = plan;
    const comment = primaryComment(reflection);
    const description = this.description(comment);
    const sourcePath =
      reflection.sources?.[0]?.fileName ?? reflection.signatures?.[0]?.sources?.[0]?.fileName;
    if (!sourcePath) throw new Error('it has no source file.');
    const subpath = input.package.subpaths.find((s) => input.exportsByFile[s.file]?.includes(name));

    const page: Omit<ApiPage, 'category'> = {
      id: plan.id,
      name,
      kind,
      permalink: plan.permalink,
      import: {
        module: input.package.name,
        ...(subpath && {subpath: subpath.specifier}),
        typeOnly:
          reflection.kind === ReflectionKind.Interface ||
          reflection.kind === ReflectionKind.TypeAlias ||
          input.typeOnlyExports.includes(name),
      },
      ...declaredNameOf(input.project, reflection, name),
      summary: toSummary(description),
      ...(description && {description}),
      ...this.deprecated(comment),
      see: this.see(comment),
      examples: examplesOf(reflection),
      signatures: [],
      typeParameters: this.typeParameters(reflection.typeParameters),
      extends: (reflection.extendedTypes ?? []).map((t) => toApiType(t, this.links)),
      implements: (reflection.implementedTypes ?? []).map((t) => toApiType(t, this.links)),
      members: [],
      ...optional('sourceUrl', this.sources.urlOf(reflection)),
      sourcePath,
      ...(!plan.exported && {notExported: true}),
      ...(!plan.exported && input.exportsByFile[sourcePath]?.includes(name) && {deepImport: true}),
    };

    switch (kind) {
      case 'function': {
        const signatures =
          reflection.signatures ??
          functionSignaturesOf(reflection.type, (id) => this.aliasById.get(id)) ??
          [];
        page.signatures = this.signatures(signatures, description);
        if (reflection.type) page.type = toApiType(reflection.type, this.links);
        break;
      }
      case 'class':
      case 'interface': {
        page.members = this.members(plan);
        const internal = memberReflectionsOf(plan)
          .filter(isInternal)
          .map((child) => toMemberAnchor(child.name, Boolean(child.flags.isStatic)));
        if (internal.length) page.internalMembers = internal;
        break;
      }
      case 'enum': {
        page.members = this.members(plan);
        // A namespace of constants carries its same-named type alias's type (see convertWithTypeDoc).
        const type =
          plan.companion?.type ??
          (reflection.kind === ReflectionKind.Namespace ? reflection.type : undefined);
        if (type) page.type = toApiType(type, this.links);
        break;
      }
      case 'type': {
        page.type = toApiType(reflection.type, this.links);
        page.members = this.members(plan);
        const signatures = functionSignaturesOf(reflection.type, () => undefined);
        if (signatures) page.signatures = this.signatures(signatures, description);
        break;
      }
      case 'variable':
        // A declaration gives a constant a type or a value (`declare const MAX = 2147483647`), never both.
        if (reflection.defaultValue && reflection.defaultValue !== '...')
          page.value = reflection.defaultValue;
        else page.type = toApiType(reflection.type, this.links);
        break;
    }
    return page;
  }

  private description(comment: Comment | undefined): string | undefined {
    const parts = [
      toMarkdown(comment?.summary, this.markdown),
      ...blockTags(comment, '@remarks').map((tag) => toMarkdown(tag.content, this.markdown)),
    ].filter(Boolean);
    return parts.length ? parts.join('\n\n') : undefined;
  }

  private deprecated(comment: Comment | undefined): {deprecated?: string} {
    const [tag] = blockTags(comment, '@deprecated');
    return tag ? {deprecated: toMarkdown(tag.content, this.markdown)} : {};
  }

  private see(comment: Comment | undefined): string[] {
    return blockTags(comment, '@see').map((tag) => toMarkdown(tag.content, this.markdown));
  }

  private typeParameters(parameters: JSONOutput.TypeParameterReflection[] | undefined): ApiTypeParameter[] {
    return (parameters ?? []).map((p) => {
      const description = toMarkdown(p.comment?.summary, this.markdown);
      return {
        name: p.name,
        ...(p.type && {constraint: toApiType(p.type, this.links)}),
        ...(p.default && {default: toApiType(p.default, this.links)}),
        ...(p.flags.isConst && {const: true}),
        ...(description && {description}),
      };
    });
  }

  /** Signatures; an overload gets its own description when it differs from the page's, and its own examples. */
  private signatures(signatures: Signature[], pageDescription: string | undefined): ApiSignature[] {
    return signatures.map((signature) => {
      const converted = this.signature(signature);
      if (signatures.length === 1) return converted;
      const own = this.description(signature.comment);
      const examples = blockTags(signature.comment, '@example').flatMap(toExamples);
      return {
        ...converted,
        ...(own && own !== pageDescription && {description: own}),
        ...(examples.length && {examples}),
      };
    });
  }

  private signature(signature: Signature): ApiSignature {
    const comment = signature.comment;
    const returns = toMarkdown(blockTags(comment, '@returns')[0]?.content, this.markdown);
    return {
      typeParameters: this.typeParameters(signature.typeParameters),
      parameters: (signature.parameters ?? []).map((p): ApiParameter => {
        const description = toMarkdown(p.comment?.summary, this.markdown);
        return {
          name: p.name,
          type: toApiType(p.type, this.links),
          optional: Boolean(p.flags.isOptional || p.defaultValue !== undefined),
          rest: Boolean(p.flags.isRest),
          ...(p.defaultValue !== undefined && p.defaultValue !== '...' && {default: p.defaultValue}),
          ...(description && {description}),
        };
      }),
      returns: {type: toApiType(signature.type, this.links), ...(returns && {description: returns})},
      throws: blockTags(comment, '@throws').map((tag) => toMarkdown(tag.content, this.markdown)),
      ...this.deprecated(comment),
    };
  }

  /**
   * The documented members, in declaration order: where the `.d.ts` files declare them (TypeDoc sorts its own
   * children so, `sort: ['source-order']`; call and index signatures are apart from them).
   */
  private members(plan: Plan): ApiMember[] {
    const members = memberReflectionsOf(plan)
      .filter((child) => !isInternal(child) && !isImplicitConstructor(child))
      .map((child) => ({member: this.member(child, plan), source: child.sources?.[0]}));
    const {reflection} = plan;
    if (plan.kind === 'interface' || plan.kind === 'class') {
      for (const signature of reflection.signatures ?? []) {
        const member = this.signatureMember('callSignature', 'call-signature', signature, plan);
        members.push({member, source: signature.sources?.[0]});
      }
      for (const signature of reflection.indexSignatures ?? []) {
        const member = this.signatureMember('indexSignature', 'index-signature', signature, plan);
        members.push({member, source: signature.sources?.[0]});
      }
      const position = (source: JSONOutput.SourceReference | undefined) =>
        [source?.fileName ?? '', source?.line ?? 0, source?.character ?? 0] as const;
      members.sort(({source: a}, {source: b}) => {
        const [fileA, lineA, characterA] = position(a);
        const [fileB, lineB, characterB] = position(b);
        return fileA.localeCompare(fileB) || lineA - lineB || characterA - characterB;
      });
    }
    return members.map(({member}) => member);
  }

  private signatureMember(kind: ApiMemberKind, anchor: string, signature: Signature, plan: Plan): ApiMember {
    const description = this.description(signature.comment);
    return {
      name: kind === 'callSignature' ? '(call)' : '[index]',
      kind,
      anchor,
      ...(signature.flags.isReadonly && {readonly: true}),
      signatures: [this.signature(signature)],
      summary: toSummary(description),
      ...(description && {description}),
      examples: blockTags(signature.comment, '@example').flatMap(toExamples),
      see: this.see(signature.comment),
      ...optional('sourceUrl', this.sources.urlOf(signature, {owner: plan.reflection})),
    };
  }

  private member(child: Declaration, plan: Plan): ApiMember {
    const kind = plan.kind === 'enum' ? 'enumMember' : MEMBER_KIND_BY_REFLECTION_KIND[child.kind];
    if (!kind)
      throw new Error(
        `member "${child.name}" is a ${reflectionKindName(child.kind)}, which has no member kind.`,
      );
    // A member's comments naming the member itself link nowhere.
    const own = this.withMarkdown({
      ...this.markdown,
      hrefOfName: (name) => (name === child.name ? undefined : this.markdown.hrefOfName(name)),
    });
    return own.memberOf(child, plan, kind);
  }

  private withMarkdown(markdown: MarkdownContext): PageConverter {
    return new PageConverter(this.links, markdown, this.aliasById, this.memberLabelById, this.sources);
  }

  private memberOf(child: Declaration, plan: Plan, kind: ApiMemberKind): ApiMember {
    const comment = primaryComment(child);
    const description = this.description(comment);
    const declaredName = this.links.declaredNameOf(child.id);
    const member: ApiMember = {
      name: child.name,
      ...(declaredName !== undefined && {declaredName}),
      kind,
      anchor: toMemberAnchor(child.name, Boolean(child.flags.isStatic)),
      ...(child.flags.isStatic && {static: true}),
      ...(child.flags.isReadonly && {readonly: true}),
      ...(child.flags.isOptional && {optional: true}),
      ...(child.flags.isAbstract && {abstract: true}),
      summary: toSummary(description),
      ...(description && {description}),
      ...this.deprecated(comment),
      examples: examplesOf(child),
      see: this.see(comment),
      ...this.origin('inheritedFrom', child.inheritedFrom),
      ...this.origin('implementationOf', child.implementationOf),
      ...optional(
        'sourceUrl',
        this.sources.urlOf(child, {isStatic: Boolean(child.flags.isStatic), owner: plan.reflection}),
      ),
    };
    switch (kind) {
      case 'enumMember':
        member.type = toApiType(child.type, this.links);
        if (child.type?.type === 'literal') member.value = printLiteral(child.type);
        break;
      case 'property':
        member.type = toApiType(child.type, this.links);
        break;
      case 'accessor':
        member.accessor = {get: Boolean(child.getSignature), set: Boolean(child.setSignature)};
        member.type = toApiType(
          child.getSignature?.type ?? child.setSignature?.parameters?.[0]?.type,
          this.links,
        );
        break;
      case 'constructor':
        // TypeDoc gives a constructor its class's type parameters, which a constructor cannot declare.
        member.signatures = this.signatures(child.signatures ?? [], description).map((signature) => ({
          ...signature,
          typeParameters: [],
        }));
        break;
      default:
        member.signatures = this.signatures(child.signatures ?? [], description);
    }
    return member;
  }

  private origin(
    key: 'inheritedFrom' | 'implementationOf',
    reference: JSONOutput.ReferenceType | undefined,
  ): Partial<Record<typeof key, ApiMemberOrigin>> {
    if (!reference) return {};
    const href = this.links.hrefOf(reference.target);
    const label =
      typeof reference.target === 'number' ? this.memberLabelById.get(reference.target) : undefined;
    return {[key]: {name: label ?? reference.name, ...(href && {href})}};
  }
}

/** The name the declaration writes, where the package exports it under another (`pathToArray`, `responsePathAsArray`). */
function declaredNameOf(
  project: JSONOutput.ProjectReflection,
  reflection: Declaration,
  name: string,
): {declaredName?: string} {
  const declared = project.symbolIdMap?.[reflection.id]?.qualifiedName;
  return declared && declared !== name && /^[A-Za-z_$][\w$]*$/.test(declared) ? {declaredName: declared} : {};
}
