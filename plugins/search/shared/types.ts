/**
 * The contract between the search plugin's build step and its theme. Everything here is plain JSON.
 *
 * The build turns API pages and tutorial sections into `SearchRecord`s and writes one serialized
 * MiniSearch index (`SEARCH_INDEX_FILE`); the theme fetches it on first use and queries it in the browser.
 */
import type {ApiKind} from '../../typedoc-api';

/** What a record is: an API symbol's kind, or a section of a tutorial page. */
export type SearchRecordKind = ApiKind | 'tutorial';

/** One searchable unit: an API page, or a tutorial page's section (the text under one h2/h3). */
export interface SearchRecord {
  /** Site path without the base URL, with the section's `#anchor` for tutorial sections. Unique. */
  id: string;
  kind: SearchRecordKind;
  /** The symbol name, or the tutorial page's title. */
  title: string;
  /** Tutorial sections: the h2/h3 heading; absent for the text before a page's first heading. */
  heading?: string;
  /** API pages: the one-line summary. Tutorial sections: the section's prose, without code blocks. */
  text: string;
  /** API pages: member names (classes, interfaces, enums), space-separated. */
  members?: string;
  /** API pages: parameter names of the signatures and of member signatures, space-separated. */
  params?: string;
  /** API pages of types the package references but does not export: they rank after an export of the same name. */
  notExported?: true;
}

/** The fields of a record kept in the index, to render results without fetching anything else. */
export type SearchStoredFields = Pick<SearchRecord, 'kind' | 'title' | 'heading' | 'text' | 'notExported'>;

/** One result, as the theme renders it. */
export interface SearchHit extends SearchStoredFields {
  /** Site path without the base URL (`SearchRecord.id`). */
  href: string;
  /** Indexed terms the query matched (lower case), for highlighting. */
  terms: string[];
  score: number;
}

/** A piece of a snippet: matched words have `match: true`; the theme renders every piece as text. */
export interface SnippetPart {
  text: string;
  match: boolean;
}
