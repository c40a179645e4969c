import type {ApiOutline, ApiOutlineLink} from '../../shared/outline';
import {anchorOf, toCategoryAnchor} from '../../shared/permalinks';
import type {ApiMarkdown, ApiModel, ApiPage, ApiPaginationLink} from '../../shared/types';
import {toRelations} from './relations';
import {toOutline} from './toOutline';

/**
 * The outline of every page, in the model's category order, with doc texts in Markdown: the Markdown twins
 * print it, and the site renders it once its texts are rendered (toSiteOutline). `guides` are the docs pages that link to each API page, by permalink.
 */
export function toOutlines(
  model: ApiModel,
  guides: Map<string, ApiOutlineLink[]> = new Map(),
): ApiOutline<ApiMarkdown>[] {
  const relations = toRelations(model);
  const pageById = new Map(model.pages.map((page) => [page.id, page]));
  const ordered = model.categories.flatMap((category) => category.pageIds.map((id) => pageById.get(id)!));
  const link = (page: ApiPage | undefined): ApiPaginationLink | undefined =>
    page && {title: page.name, permalink: page.permalink};
  return ordered.map((page, i) => {
    const previous = i === 0 ? {title: 'Overview', permalink: model.indexPermalink} : link(ordered[i - 1]);
    const next = link(ordered[i + 1]);
    const categoryHref = anchorOf(model.indexPermalink, toCategoryAnchor(page.category));
    return toOutline(page, {
      model,
      relations,
      guides,
      navigation: {
        ...(previous && {previous}),
        ...(next && {next}),
        breadcrumbs: [
          {label: 'API', href: model.indexPermalink},
          {label: page.category, href: categoryHref},
          {label: page.name},
        ],
      },
    });
  });
}
