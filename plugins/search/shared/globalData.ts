import type {SearchVersion} from './types';

/** What the search plugin shares with every page (`usePluginData('search')`): the version filter's choices. */
export interface SearchGlobalData {
  /** The majors of the API reference, newest (the default filter) first. */
  versions: SearchVersion[];
}
