/**
 * A symbol's page as the build lays it out, once: the React theme renders it as the HTML page, and the
 * markdown-twins plugin as the page's Markdown twin. Every link is resolved and every declaration printed
 * here; the renderers only choose elements. Plain JSON, as it is the page's route data.
 *
 * `Doc` is how doc-comment texts come: rendered (`ApiRichText`) for the site, Markdown for the twins.
 */
import type {ApiBreadcrumb, ApiKind, ApiPaginationLink, ApiRichText, ApiTocItem} from './types';

/** A piece of code: plain text, a name that links to its page, or a TypeScript keyword. */
export type ApiCodeToken = string | {text: string; href: string} | {keyword: string};

/** Code as a run of tokens: a declaration, a type, a signature. */
export type ApiCode = ApiCodeToken[];

/** A link to another page of the site. */
export interface ApiOutlineLink {
  label: string;
  href: string;
}

/** One row of a parameters table. */
export interface ApiParameterRow<Doc = ApiRichText> {
  /** `...rest` for a rest parameter. */
  name: string;
  optional: boolean;
  type: ApiCode;
  /** The default value as source text. */
  default?: string;
  text?: Doc;
}

/** One row of a type parameters table. */
export interface ApiTypeParameterRow<Doc = ApiRichText> {
  name: string;
  constraint?: ApiCode;
  default?: ApiCode;
  text?: Doc;
}

/** One row of an enum's members table. */
export interface ApiEnumMemberRow<Doc = ApiRichText> {
  name: string;
  anchor: string;
  value?: string;
  deprecated?: Doc;
  text?: Doc;
  sourceUrl?: string;
  /** `Added in 16.3.0`, `Deprecated in 17.0.0` (the `sinceTable` option, node/since/). */
  labels?: string[];
}

/**
 * How a page runs an example (the `examples` option; node/examples/): its module, run on the page's version
 * of the package, or why the example does not run as shown (its entry in the list of known failures).
 */
export type ApiExampleRun = {module: string; version: string} | {knownFailure: string};

/** A part of a section. Headings inside a section (Parameters, Returns, …) follow from the block type. */
export type ApiBlock<Doc = ApiRichText> =
  /** A declaration, a signature or a type, as a code block. */
  | {type: 'code'; code: ApiCode}
  | {type: 'doc'; text: Doc}
  /** A `@deprecated` notice; `text` is empty when the tag has none. */
  | {type: 'deprecated'; text: Doc}
  /** `untitled` when the block is its section's whole content, whose heading names it already. */
  | {type: 'typeParameters'; rows: ApiTypeParameterRow<Doc>[]; untitled?: true}
  | {type: 'parameters'; rows: ApiParameterRow<Doc>[]}
  | {type: 'returns'; code: ApiCode; text?: Doc}
  | {type: 'throws'; items: Doc[]}
  | {type: 'example'; code: string; language: string; title?: string; run?: ApiExampleRun}
  | {type: 'seeAlso'; items: Doc[]}
  | {type: 'enumMembers'; rows: ApiEnumMemberRow<Doc>[]}
  /** Where an inherited or implemented member comes from. */
  | {type: 'origin'; label: string; code: ApiCode}
  /** What extends, implements or uses the symbol, and the guides that use it. */
  | {type: 'relations'; groups: ApiRelation[]}
  /** One overload of several: its own heading, then its blocks. */
  | {type: 'overload'; title: string; blocks: ApiBlock<Doc>[]}
  /** A member of a class or interface: its heading (the member's anchor), labels and blocks. */
  | {
      type: 'member';
      anchor: string;
      name: string;
      labels: string[];
      sourceUrl?: string;
      blocks: ApiBlock<Doc>[];
    };

/** A part of the page under an `h2`. */
export interface ApiOutlineSection<Doc = ApiRichText> {
  id: string;
  title: string;
  blocks: ApiBlock<Doc>[];
}

/** One line of the member index at the top of a class or interface page. */
export interface ApiMemberIndexEntry {
  name: string;
  /** What the member is, in words: `method`, `static method`, `readonly property`, `call signature`. */
  kindLabel: string;
  deprecated?: true;
  summary: string;
  anchor: string;
}

/** A page that the symbol is related to: what extends, implements or uses it, and guides that use it. */
export interface ApiRelation {
  /** `Extended by`, `Implemented by`, `Used by`, `Guides that use this`. */
  title: string;
  links: ApiOutlineLink[];
}

/** A symbol's page. */
export interface ApiOutline<Doc = ApiRichText> {
  id: string;
  name: string;
  /**
   * The names the page prints as the package exports them where the declarations write others (`ResponsePath`,
   * declared `Path`): the page says so in one line.
   */
  renamed?: {declared: string; exported: string}[];
  kind: ApiKind;
  /** How the page names its kind: `Function`, `Class`, `Type alias`, … */
  kindLabel: string;
  permalink: string;
  /** One line of plain text, for the page's description. */
  summary: string;
  /** Short labels beside the title: `Deprecated`. */
  labels: string[];
  /**
   * The notice on the page of a type the package does not export: its module (`graphql/jsutils/Maybe`), and
   * what to write in its place, in words (`advice`) and code.
   */
  notExported?: {declaredIn: string; deepImport: boolean; advice: string; instead?: ApiCode};
  deprecated?: Doc;
  /** The lines that import the symbol; absent when it is not exported. */
  importCode?: string;
  description?: Doc;
  /** `Extends`, `Implements`. */
  heritage: {title: string; items: ApiCode[]}[];
  /** The members of a class or interface, one line each, before their details. */
  memberIndex: ApiMemberIndexEntry[];
  /**
   * Anchors of the members the declaration has but graphql tags `@internal`: not on the page, yet declared (so a
   * comparison with another major does not call them removed).
   */
  internalMembers?: string[];
  sections: ApiOutlineSection<Doc>[];
  sourceUrl?: string;
  /** The source's path and line as shown: `src/language/parser.ts#L212`. */
  sourceLabel?: string;
  toc: ApiTocItem[];
  breadcrumbs: ApiBreadcrumb[];
  previous?: ApiPaginationLink;
  next?: ApiPaginationLink;
}
