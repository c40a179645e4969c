import type {ApiIndexData} from './types';

/** What the `/api` overview lists: its exports, and the types they use that the package does not export. */
export interface ApiOverviewCounts {
  exports: number;
  notExported: number;
}

/** Counts the overview's entries, so that the numbers it shows are those of the list it shows. */
export function toOverviewCounts(index: Pick<ApiIndexData, 'categories'>): ApiOverviewCounts {
  const counts = {exports: 0, notExported: 0};
  for (const category of index.categories)
    for (const group of category.groups)
      for (const entry of group.entries) counts[entry.notExported ? 'notExported' : 'exports'] += 1;
  return counts;
}
