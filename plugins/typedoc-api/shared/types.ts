/** The page kinds; each is the URL segment in `/api/{kind}/{name}`. */
export type ApiKind = 'class' | 'enum' | 'function' | 'interface' | 'type' | 'variable';

/** Markdown (CommonMark + GFM). `{@link X}`s are already resolved to site paths such as `/api/class/Source`. */
export type ApiMarkdown = string;

/**
 * A type, as a tree. `href`s are resolved at build time; an `href` is absent when the target has no
 * page (TypeScript/DOM built-ins, graphql internals such as `Maybe`), and the name renders as plain text.
 * `node/outline/toCode.ts` prints it as TypeScript.
 */
export type ApiType =
  /** `string`, `number`, `unknown`, `void`, `never`, `this`, … */
  | {kind: 'keyword'; name: string}
  /** A literal, already printed as TypeScript source: `"Name"`, `42`, `true`, `null`, `-1n`. */
  | {kind: 'literal'; value: string}
  /** A named type: an API symbol (`href` set), a built-in, or a type parameter (`typeParameter: true`). */
  | {
      kind: 'reference';
      name: string;
      /** Site path of the target's page (possibly with `#member`); absent when there is no page. */
      href?: string;
      typeArguments?: ApiType[];
      /** The name refers to a type parameter in scope (`T`), never linked. */
      typeParameter?: boolean;
      /** The package the target comes from when it is not graphql (`typescript`, `@types/node`). */
      package?: string;
      /** The name the declaration writes, where `name` is the one the package exports (`Path` for `ResponsePath`). */
      declaredName?: string;
    }
  | {kind: 'union'; types: ApiType[]}
  | {kind: 'intersection'; types: ApiType[]}
  /** `T[]` */
  | {kind: 'array'; elementType: ApiType}
  /** `[a: A, b?: B, ...C[]]` */
  | {kind: 'tuple'; elements: ApiTupleElement[]}
  /** An inline object type `{ a: A; (x: X): Y; [key: string]: V }`. */
  | {
      kind: 'object';
      properties: ApiObjectProperty[];
      /** Call signatures (`(x: X) => Y` is an object with one call signature and no properties). */
      callSignatures?: ApiTypeSignature[];
      indexSignatures?: ApiIndexSignature[];
    }
  /** A function type `(x: X) => Y` (an inline object type with exactly one call signature). */
  | {kind: 'function'; signature: ApiTypeSignature}
  /** `O[I]` */
  | {kind: 'indexedAccess'; objectType: ApiType; indexType: ApiType}
  /** `C extends E ? T : F` */
  | {kind: 'conditional'; checkType: ApiType; extendsType: ApiType; trueType: ApiType; falseType: ApiType}
  /** `keyof T`, `readonly T[]`, `unique symbol` */
  | {kind: 'typeOperator'; operator: 'keyof' | 'readonly' | 'unique'; target: ApiType}
  /** `typeof X` */
  | {kind: 'query'; target: ApiType}
  /** `{ readonly [K in P as N]?: T }`; modifiers are `'+'`, `'-'` or absent. */
  | {
      kind: 'mapped';
      parameter: string;
      parameterType: ApiType;
      nameType?: ApiType;
      templateType: ApiType;
      readonlyModifier?: '+' | '-';
      optionalModifier?: '+' | '-';
    }
  /** `` `head${T}tail…` ``: `spans` pairs each type with the literal text after it. */
  | {kind: 'templateLiteral'; head: string; spans: {type: ApiType; text: string}[]}
  /** `x is T`, `asserts x is T`, `asserts x` */
  | {kind: 'predicate'; name: string; asserts: boolean; targetType?: ApiType}
  /** `infer T extends C` */
  | {kind: 'inferred'; name: string; constraint?: ApiType}
  /** `T?` inside a tuple */
  | {kind: 'optional'; elementType: ApiType}
  /** `...T` inside a tuple */
  | {kind: 'rest'; elementType: ApiType}
  /** Anything TypeDoc could only give as text. */
  | {kind: 'unknown'; text: string};

/** One element of a tuple type. */
export interface ApiTupleElement {
  /** Label of a named tuple member (`[name: string]`). */
  name?: string;
  optional?: boolean;
  type: ApiType;
}

/** One property of an inline object type. */
export interface ApiObjectProperty {
  /** As the declaration writes it: `'graphql:parse'`, `[Symbol.iterator]`. */
  name: string;
  type: ApiType;
  optional?: boolean;
  readonly?: boolean;
  /** The property's doc comment as one line of plain text. */
  summary?: string;
}

/** A signature inside a type (`(x: X) => Y`): like `ApiSignature`, without doc texts. */
export interface ApiTypeSignature {
  typeParameters: Omit<ApiTypeParameter, 'description'>[];
  parameters: Omit<ApiParameter, 'description' | 'default'>[];
  returns: ApiType;
}

/** `[key: string]: V` */
export interface ApiIndexSignature {
  parameter: {name: string; type: ApiType};
  type: ApiType;
  readonly?: boolean;
}

/** `T extends C = D`, with its `@typeParam` description. */
export interface ApiTypeParameter<Doc = ApiMarkdown> {
  name: string;
  constraint?: ApiType;
  default?: ApiType;
  /** `const T` */
  const?: boolean;
  description?: Doc;
}

/** One parameter of a signature. */
export interface ApiParameter<Doc = ApiMarkdown> {
  name: string;
  type: ApiType;
  /** `x?: T`, or a parameter with a default value. */
  optional: boolean;
  /** `...rest: T[]` */
  rest: boolean;
  /** The default value as source text (`{}`), when the declaration gives one. */
  default?: string;
  /** The `@param` description. */
  description?: Doc;
}

/** One call (or construct) signature: a function's overload, a method's, a constructor's. */
export interface ApiSignature<Doc = ApiMarkdown> {
  typeParameters: ApiTypeParameter<Doc>[];
  parameters: ApiParameter<Doc>[];
  /** The return type (for constructors: the instance type) and its `@returns` description. */
  returns: {type: ApiType; description?: Doc};
  /** `@throws` descriptions, in order. */
  throws: Doc[];
  /**
   * This overload's own description, when it differs from the page's (overloads documented one by one).
   * Absent for single-signature symbols: the page's `description` is theirs.
   */
  description?: Doc;
  /** This overload's `@deprecated` text (an empty string when the tag has no text). */
  deprecated?: Doc;
  /** This overload's own `@example`s, when the symbol has several overloads. */
  examples?: ApiExample[];
}

/** A code example from an `@example` tag. */
export interface ApiExample {
  /** The code without its fences. */
  code: string;
  /** The fence's language (`ts`, `graphql`, …); `ts` when the tag has none. */
  language: string;
  /** Text of the tag outside the code fence (TypeDoc's example title), when present. */
  title?: string;
}

/** Where an inherited or implemented member comes from. */
export interface ApiMemberOrigin {
  /** `Parent.member`, e.g. `Error.message` or `GraphQLNamedTypeConfig.name`. */
  name: string;
  /** The member on its owner's page (`/api/class/X#member`); absent for built-ins such as `Error`. */
  href?: string;
}

/** The member kinds of classes, interfaces and enums. */
export type ApiMemberKind =
  'constructor' | 'property' | 'method' | 'accessor' | 'enumMember' | 'callSignature' | 'indexSignature';

/** A member of a class, interface or enum (or of an object type alias). */
export interface ApiMember<Doc = ApiMarkdown> {
  /** TypeDoc's name, which anchors and search use: `[toStringTag]`, `graphql:parse`. */
  name: string;
  /** The name as the declaration writes it, where it differs from `name`: `[Symbol.toStringTag]`, `'graphql:parse'`. */
  declaredName?: string;
  kind: ApiMemberKind;
  /** Fragment id on the owner's page, unique within it (`message`, `static-fromError`, `constructor`). */
  anchor: string;
  static?: boolean;
  readonly?: boolean;
  optional?: boolean;
  abstract?: boolean;
  /** Properties: declared type. Accessors: the getter's type (or the setter's parameter type). Enum members: the literal type. */
  type?: ApiType;
  /** Enum members: the value as TypeScript source (`"Name"`, `0`). */
  value?: string;
  /** Accessors: which halves exist. */
  accessor?: {get: boolean; set: boolean};
  /** Methods, constructors, call and index signatures. */
  signatures?: ApiSignature<Doc>[];
  /** One line of plain text (the first paragraph of the description); empty when undocumented. */
  summary: string;
  description?: Doc;
  deprecated?: Doc;
  examples: ApiExample[];
  see: Doc[];
  /** Set when the member is inherited from a parent class or interface. */
  inheritedFrom?: ApiMemberOrigin;
  /** Set when the member implements a member of an implemented interface. */
  implementationOf?: ApiMemberOrigin;
  /** The member's definition in the repository, at its line (see `ApiPage.sourceUrl`). */
  sourceUrl?: string;
}

/** The entry points a symbol can be imported from. */
export interface ApiImport {
  /** Always `graphql`. */
  module: string;
  /** The sub-path entry point that also exports the symbol (`graphql/language`), when there is one. */
  subpath?: string;
  /** Whether it is a type-only export (`import type { … }`). */
  typeOnly: boolean;
}

/** One symbol's page: every export of the package has exactly one. */
export interface ApiPage<Doc = ApiMarkdown> {
  /** Unique, stable id: `{kind}/{name}`, e.g. `function/parse`. */
  id: string;
  /** The export name (`parse`, `GraphQLSchema`, `Kind`). */
  name: string;
  /** The name its declaration writes, where the export's differs (`pathToArray` for `responsePathAsArray`). */
  declaredName?: string;
  kind: ApiKind;
  /** Category, from the symbol's `@category` tag or else its file's leading `/** @category X *\/`. */
  category: string;
  /** Site path of the page, e.g. `/api/function/parse` (base URL not included). */
  permalink: string;
  import: ApiImport;
  /** One line of plain text: the first paragraph of the description, without Markdown. */
  summary: string;
  /** The full description (the doc comment's summary and `@remarks`). */
  description?: Doc;
  /** `@deprecated` text; an empty string when the tag has no text; absent when not deprecated. */
  deprecated?: Doc;
  /** `@see` entries. */
  see: Doc[];
  /** Every `@example`, those of each overload included. */
  examples: ApiExample[];
  /** Functions: every overload. Classes: their constructor's signatures are in `members`. */
  signatures: ApiSignature<Doc>[];
  /** Classes, interfaces and type aliases. */
  typeParameters: ApiTypeParameter<Doc>[];
  /**
   * Type aliases: the aliased type. Variables and typed constants of function pages: the declared type. Enums of
   * constants: the same-named union type (`type Kind = (typeof Kind)[keyof typeof Kind]`); TypeScript enums
   * have none.
   */
  type?: ApiType;
  /**
   * Variables: the initializer as source text, when the declaration shows one (`declare const MAX = 2147483647`);
   * such a declaration has no `type`.
   */
  value?: string;
  /** Classes: the base class. Interfaces: the extended interfaces. */
  extends: ApiType[];
  /** Classes: implemented interfaces. */
  implements: ApiType[];
  /**
   * Classes, interfaces, enums and object type aliases: in declaration order (inherited members in their
   * declarations' order, after or among the page's own).
   */
  members: ApiMember<Doc>[];
  /** Classes and interfaces: anchors of the members the declaration has but graphql tags `@internal`. */
  internalMembers?: string[];
  /**
   * The definition in the graphql-js repository at the package's tag, at its line
   * (`…/blob/v17.1.0/src/language/parser.ts#L95`); absent when the package ships no source map for its file.
   */
  sourceUrl?: string;
  /** The definition's path in the package (`language/parser.d.ts`). */
  sourcePath: string;
  /** Set on the page of a type the package's exports reference but the package does not export. */
  notExported?: true;
  /** Set on a page with `notExported` when the file that declares the type exports it: a deep import reaches it. */
  deepImport?: true;
}

/** One line of the `/api` overview, and of search indexes. */
export interface ApiIndexEntry {
  name: string;
  kind: ApiKind;
  category: string;
  /** One line of plain text. */
  summary: string;
  /** Same as the page's `permalink`. */
  href: string;
  deprecated?: boolean;
}

/** A sidebar group: one category and its pages in display order. */
export interface ApiCategory {
  name: string;
  /** `ApiPage.id`s, sorted by name. */
  pageIds: string[];
}

/** What `loadContent` returns. */
export interface ApiModel {
  /** The documented package and its version (`graphql`, `17.1.0`). */
  packageName: string;
  packageVersion: string;
  /** Site path of the overview page (`/api`). */
  indexPermalink: string;
  /** Every page, sorted by kind then name. */
  pages: ApiPage[];
  /** One entry per page, sorted by category order then name. */
  index: ApiIndexEntry[];
  /** Categories in display order. */
  categories: ApiCategory[];
}

/**
 * Pre-rendered Markdown for the client: a compact element tree built at build time. A node is a text
 * string or `[tag, attributes, ...children]`. Tags are lower-case HTML (`p`, `a`, `code`, `ul`, `table`,
 * …); a fenced code block is `['pre', {language}, code]`. Internal links keep site paths in `href`.
 */
export type ApiRichText = ApiRichNode[];
export type ApiRichNode =
  string | [tag: string, attributes: Record<string, string> | null, ...children: ApiRichNode[]];

/** A previous/next link under a page. */
export interface ApiPaginationLink {
  title: string;
  permalink: string;
}

/** One step of a page's breadcrumbs; the last one is the page itself and has no `href`. */
export interface ApiBreadcrumb {
  label: string;
  href?: string;
}

/** A table-of-contents entry (the shape of Docusaurus's `TOCItem`). */
export interface ApiTocItem {
  value: string;
  id: string;
  level: number;
}

/**
 * One line of the `/api` overview: a page, its kind and the first sentence of its summary. Its link follows
 * from its name and kind (`toPagePermalink`): the overview's data, which every first visit of `/api` loads,
 * does not repeat it.
 */
export interface ApiOverviewEntry extends Pick<ApiPage, 'name' | 'kind' | 'summary' | 'notExported'> {
  deprecated?: true;
  /** The release that added the export, when after the first release of the `sinceTable` option's table. */
  added?: string;
}

/** The entries of a category that share a role (`Classes`, `Predicates`, `Configs`, …); untitled in a small category. */
export interface ApiOverviewGroup {
  title?: string;
  /** Fragment id of the group's heading, when it has a title. */
  id?: string;
  entries: ApiOverviewEntry[];
}

/** Route props of the `/api` overview (see node/overview.ts). */
export interface ApiIndexData {
  /** `/api`'s title and the package it documents. */
  packageName: string;
  packageVersion: string;
  /** Site path of the overview (`/api`). */
  indexPermalink: string;
  /**
   * Categories in display order, each with its groups of entries; `toOverviewCounts` counts them, exports and
   * the types the package references but does not export (marked `notExported`) apart.
   */
  categories: {name: string; id: string; groups: ApiOverviewGroup[]}[];
}

/** One entry of the version switch: the same symbol (or the overview) in one major of the package. */
export interface ApiVersionLink {
  version: string;
  /** The symbol's page in that version, else that version's overview with `?missing=<name>`. */
  href: string;
  /** The version of the page that shows the switch. */
  current?: true;
  /**
   * On a link to the same symbol's page in another major: the anchors of the members this page has and that
   * page lacks. The switch carries the address's fragment (`#extensions`) to that page unless it is one of these.
   */
  lacks?: string[];
}

/** A mark on a page, from comparing the package's majors at build time (node/versionMarks.ts). */
export interface ApiChangeMark {
  /** `optionalUndefined`: only an optional's `| undefined` differs (a quieter mark; see `compareOutlines`). */
  status: 'added' | 'changed' | 'removed' | 'deprecated' | 'optionalUndefined';
  /** `New in 17`, `Changed in 17`, `Removed in 17`, `Deprecated in 16`, `| undefined in 17`. */
  label: string;
  /** The upgrade guide, on `changed` and `removed` marks. */
  guideHref?: string;
  /** On `changed`, when the symbol's own declaration differs: the older then the newer, as the pages show them. */
  declarations?: ApiDeclarationPair;
  /** On `changed`: the members added, removed or changed, in the order the newer major lists them. */
  members?: ApiMemberChange[];
  /** On `removed`: what replaces the symbol, when the upgrade guide names it. */
  replacement?: {label: string; href: string};
}

/** A declaration in the older then in the newer major, to be shown side by side. */
export type ApiDeclarationPair = [{version: string; code: string}, {version: string; code: string}];

/** A member that differs between the majors, linked where a reader finds it. */
export interface ApiMemberChange {
  name: string;
  /** `New in 17`, `Changed in 17`, `Removed in 17`, `| undefined in 17`. */
  label: string;
  status: 'added' | 'changed' | 'removed' | 'optionalUndefined';
  /** The member on this page, or, for one this major lacks, on the other major's page. */
  href: string;
  /** On `changed`: the member's declarations in both majors. */
  declarations?: ApiDeclarationPair;
}

/** When a page's export came and was deprecated, from the `sinceTable` option's table (node/since/). */
export interface ApiSince {
  added?: string;
  deprecated?: string;
}

/** The route props every API page and overview gets besides its own: the version switch and the marks. */
export interface ApiVersionProps {
  versions: ApiVersionLink[];
  marks: ApiChangeMark[];
  /** On a page: its export's "Added in" and "Deprecated in" releases. */
  since?: ApiSince;
  /**
   * On the overview: what replaces each export of another major that this one lacks, when the upgrade guide
   * names it, for `?missing=<name>`.
   */
  replacements?: Record<string, {label: string; href: string}>;
}
