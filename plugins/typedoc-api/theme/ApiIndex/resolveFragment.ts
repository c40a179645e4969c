import type {ApiOverviewEntry} from '../../shared/types';
import {decodeFragment} from '../decodeFragment';

/** How a name compares with a heading id: any case, letters, digits, `_` and `$` only (`visitInParallel()`). */
const toKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9_$]/g, '');

/**
 * Where the overview should take an address whose fragment is no id on it: the old reference pages of graphql-js.org
 * that lead here kept the reader's fragment, which names a symbol (`#visit`; `#GraphQLSchema` on the 2022 site;
 * `#graphqlschema` or `#parsevalue` as Nextra lower-cased its headings, with `-1` on a repeated one) or a
 * category (`#category-visiting`). A symbol gives its entry, a category its section's id; an id the page has, or a
 * fragment naming nothing, gives nothing.
 */
export function resolveFragment<Entry extends Pick<ApiOverviewEntry, 'name'>>(
  hash: string,
  entries: readonly Entry[],
  hasId: (id: string) => boolean,
): {entry: Entry} | {id: string} | undefined {
  const fragment = decodeFragment(hash);
  if (!fragment || hasId(fragment)) return undefined;
  const category = fragment.replace(/^category-/, '');
  if (category !== fragment && hasId(category)) return {id: category};
  const entry =
    entries.find((candidate) => candidate.name === fragment) ??
    [fragment, fragment.replace(/-\d+$/, '')]
      .map(toKey)
      .map((key) => entries.find((candidate) => toKey(candidate.name) === key))
      .find(Boolean);
  return entry && {entry};
}
