import {toCategoryAnchor} from '../shared/permalinks';
import type {ApiIndexData, ApiModel} from '../shared/types';
import {toRoleGroups} from './roles';

/** Abbreviations whose full stop ends no sentence: `(ex. `[42]`)`, `e.g. `Int``. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|ex|vs)$/i;

/**
 * The first sentence of a one-line summary: what a reader scanning the overview needs. A sentence ends at `.`,
 * `!` or `?` before a capital, a code span, a link or the end; not inside parentheses or code, nor after an
 * abbreviation.
 */
export function toFirstSentence(summary: string): string {
  let depth = 0;
  let code = false;
  for (let i = 0; i < summary.length; i++) {
    const char = summary[i];
    if (char === '`') code = !code;
    else if (code) continue;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (
      '.!?'.includes(char) &&
      depth === 0 &&
      /^(?:\s+[A-Z`[(]|$)/.test(summary.slice(i + 1)) &&
      !ABBREVIATION.test(summary.slice(0, i))
    )
      return summary.slice(0, i + 1);
  }
  return summary;
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
