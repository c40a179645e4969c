/**
 * The contract between the search plugin's build step and its theme. Everything here is plain JSON.
 *
 * The build turns API pages, their members and tutorial sections into `SearchRecord`s and writes one packed
 * MiniSearch index, split into a head (`SEARCH_INDEX_FILE`), term shards and result chunks (packIndex.ts); the
 * theme fetches the head on first use, the rest as queries need it, and queries it in the browser.
 */
import type {ApiKind} from '../../typedoc-api';

/** What a record is: an API symbol's page (its kind), a member of one, or a section of a tutorial page. */
export type SearchRecordKind = ApiKind | 'member' | 'tutorial';

/** One major of the package whose reference is indexed (`17` at `/api`, `16` at `/api/v16`). */
export interface SearchVersion {
  /** The major, as the version filter and the hits' labels show it: `17`. */
  label: string;
  /** Site path of that major's API overview, which its pages are under: `/api/v16`. */
  apiBase: string;
}

/**
 * One searchable unit: an API page, a member of an API page (a class's method, an enum's member, …), or a
 * tutorial page's section (the text under one h2/h3).
 */
export interface SearchRecord {
  /**
   * Tutorial sections: the site path without the base URL, with the section's `#anchor`. API records: the path
   * under their major's `apiBase` (`/class/GraphQLSchema#getQueryType`), which is the same in every major the
   * record stands for.
   */
  path: string;
  kind: SearchRecordKind;
  /** The symbol name (members: their owner's), or the tutorial page's title. */
  title: string;
  /** Members: the member's name. Tutorial sections: the h2/h3 heading; absent for the text before the first. */
  heading?: string;
  /** Members: what the member is, as its API page says (`method`, `static method`, `enumeration member`). */
  memberKind?: string;
  /** API records: the one-line summary. Tutorial sections: the section's prose, without code blocks. */
  text: string;
  /** API records: parameter names of the signatures, space-separated. */
  params?: string;
  /** API pages of types the package references but does not export: they rank after an export of the same name. */
  notExported?: true;
  /**
   * API records: the labels of the majors whose reference has this record (`['17', '16']`). Records that are
   * the same in two majors are indexed once, and the browser turns one match into a hit per major.
   */
  versions?: string[];
  /**
   * API records: how many other pages refer to the symbol (API pages that use it, docs pages that link to it);
   * members count their owner's. Central symbols rank higher among matches of a common word.
   */
  references?: number;
}

/** What the theme gets of a record: its texts for display, and what ranking reads. */
export type SearchDoc = Pick<
  SearchRecord,
  'path' | 'kind' | 'title' | 'heading' | 'memberKind' | 'notExported' | 'versions' | 'references'
> & {
  /** The start of the record's `text`: what a hit shows under its title. */
  excerpt: string;
};

/** One result, as the theme renders it. */
export interface SearchHit extends Pick<
  SearchDoc,
  'kind' | 'title' | 'heading' | 'memberKind' | 'notExported'
> {
  /** The id of the doc it shows; its path and excerpt come in a result chunk (packIndex.ts). */
  doc: number;
  /** Site path without the base URL; API hits are in their major's reference. */
  href: string;
  /** API hits: the major they belong to. */
  version?: string;
  /** API hits of a major other than the current one: the label they carry (`v16`). */
  versionLabel?: string;
  /** What the hit shows under its title (a record's excerpt). */
  text: string;
  /** Indexed terms the query matched (lower case), for highlighting. */
  terms: string[];
  score: number;
}

/** A piece of a snippet: matched words have `match: true`; the theme renders every piece as text. */
export interface SnippetPart {
  text: string;
  match: boolean;
}
