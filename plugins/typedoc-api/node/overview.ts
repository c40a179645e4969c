import {toCategoryAnchor} from '../shared/permalinks';
import type {ApiIndexData, ApiModel} from '../shared/types';
import {toRoleGroups} from './roles';

/** The first sentence of a one-line summary: what a reader scanning the overview needs. */
export function toFirstSentence(summary: string): string {
  const match = /^.*?[.!?](?=\s+[A-Z`[(]|$)/.exec(summary);
  return match ? match[0] : summary;
}

/**
 * The `/api` overview, as the page and its Markdown twin both show it: every page by category, big
 * categories in groups by role, each entry with its first sentence.
 */
export function toOverview(model: ApiModel): ApiIndexData {
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  return {
    packageName: model.packageName,
    packageVersion: model.packageVersion,
    indexPermalink: model.indexPermalink,
    categories: model.categories.map((category) => ({
      name: category.name,
      id: toCategoryAnchor(category.name),
      groups: toRoleGroups(category.pageIds.map((id) => pageById.get(id)!)).map(({title, pages}) => ({
        ...(title !== undefined && {
          title,
          id: `${toCategoryAnchor(category.name)}-${toCategoryAnchor(title)}`,
        }),
        entries: pages.map((page) => ({
          name: page.name,
          kind: page.kind,
          summary: toFirstSentence(page.summary),
          ...(page.deprecated !== undefined && {deprecated: true as const}),
          ...(page.notExported && {notExported: page.notExported}),
        })),
      })),
    })),
  };
}
