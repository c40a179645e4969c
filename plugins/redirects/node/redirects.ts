import {readFileSync} from 'node:fs';

/** One old address and the page of this site it leads to. */
export interface Redirect {
  /** The old address: a path without the base URL (`/docs/getting-started`). */
  from: string;
  /** A page of this site, without fragment or query, so the redirect page carries the old fragment over. */
  to: string;
  /**
   * The id on `to` that an old address without a fragment opens: the section of the API overview that an old
   * module or topic page answers (`/api-v16/language/parsing` → `/api/v16#parsing`).
   */
  section?: string;
  /** Why this target, where the match is not obvious. */
  note?: string;
  /** The page planned to replace `to`: once the site has it, the entry should lead there. */
  intended?: string;
  /** Where the entry comes from, for messages: the mapping file, or the API models. */
  origin: string;
}

/** The mapping file's shape: groups of entries, by the layout of the site that published them. */
interface MappingFile {
  groups: {addresses: string; published: string; redirects: Omit<Redirect, 'origin'>[]}[];
}

/** Every entry of a mapping file (see graphql-js-org.json), named after the file in messages. */
export function loadMapping(file: string, name = file): Redirect[] {
  const mapping = JSON.parse(readFileSync(file, 'utf8')) as MappingFile;
  return mapping.groups.flatMap((group) => group.redirects.map((entry) => ({...entry, origin: name})));
}
