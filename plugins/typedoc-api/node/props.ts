import type {ApiBlock, ApiOutline} from '../shared/outline';
import type {ApiIndexData, ApiMarkdown, ApiModel, ApiVersionProps} from '../shared/types';
import {toSiteOutline} from './outline/toSiteOutline';
import {toOverview} from './overview';
import type {PageVersionProps} from './versionMarks';

/** The outline with each marked member's mark among its labels (`New in 17`). */
function withMemberMarks(
  outline: ApiOutline<ApiMarkdown>,
  marks: PageVersionProps['memberMarks'],
): ApiOutline<ApiMarkdown> {
  const mark = (block: ApiBlock<ApiMarkdown>): ApiBlock<ApiMarkdown> => {
    const labels = block.type === 'member' ? marks.get(block.anchor) : undefined;
    return block.type === 'member' && labels ? {...block, labels: [...block.labels, ...labels]} : block;
  };
  return {
    ...outline,
    sections: outline.sections.map((section) => ({...section, blocks: section.blocks.map(mark)})),
  };
}

/** A symbol page's route props (`@theme/ApiPage`): its outline as the site renders it, and its version marks. */
export function toApiPageProps(
  outline: ApiOutline<ApiMarkdown>,
  {props, memberMarks}: PageVersionProps,
): Record<string, unknown> {
  return {page: toSiteOutline(withMemberMarks(outline, memberMarks)), ...props};
}

/**
 * The overview's route props (`@theme/ApiIndex`); `addedOf` gives an export's release for the filter by release
 * (the `sinceTable` option).
 */
export function toApiIndexProps(
  model: ApiModel,
  versionProps: ApiVersionProps,
  addedOf?: (name: string) => string | undefined,
): Record<string, unknown> {
  const overview: ApiIndexData = toOverview(model);
  const index: ApiIndexData = !addedOf
    ? overview
    : {
        ...overview,
        categories: overview.categories.map((category) => ({
          ...category,
          groups: category.groups.map((group) => ({
            ...group,
            entries: group.entries.map((entry) => {
              const added = entry.notExported ? undefined : addedOf(entry.name);
              return added ? {...entry, added} : entry;
            }),
          })),
        })),
      };
  return {index, ...versionProps};
}
