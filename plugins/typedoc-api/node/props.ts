import type {ApiBlock, ApiOutline} from '../shared/outline';
import type {ApiIndexData, ApiMarkdown, ApiModel, ApiVersionProps} from '../shared/types';
import {toSiteOutline} from './outline/toSiteOutline';
import {toOverview} from './overview';
import type {PageVersionProps} from './versionMarks';

/** The outline with each marked member's mark among its labels (`New in 17`). */
function withMemberMarks(
  outline: ApiOutline<ApiMarkdown>,
  marks: Record<string, string>,
): ApiOutline<ApiMarkdown> {
  const mark = (block: ApiBlock<ApiMarkdown>): ApiBlock<ApiMarkdown> =>
    block.type === 'member' && marks[block.anchor]
      ? {...block, labels: [...block.labels, marks[block.anchor]]}
      : block;
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

/** The overview's route props (`@theme/ApiIndex`). */
export function toApiIndexProps(model: ApiModel, versionProps: ApiVersionProps): Record<string, unknown> {
  const index: ApiIndexData = toOverview(model);
  return {index, ...versionProps};
}
