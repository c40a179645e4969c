import type {ApiBlock, ApiOutline} from '../../shared/outline';
import type {ApiMarkdown, ApiRichText} from '../../shared/types';
import {toRichText} from '../model/toRichText';

type Markdown = ApiMarkdown;
type Rich = ApiRichText;

function toSiteBlock(block: ApiBlock<Markdown>): ApiBlock<Rich> {
  switch (block.type) {
    case 'doc':
    case 'deprecated':
      return {...block, text: toRichText(block.text)};
    case 'typeParameters':
    case 'parameters':
      return {
        ...block,
        rows: block.rows.map(({text, ...row}) => ({
          ...row,
          ...(text !== undefined && {text: toRichText(text)}),
        })),
      } as ApiBlock<Rich>;
    case 'enumMembers':
      return {
        ...block,
        rows: block.rows.map(({text, deprecated, ...row}) => ({
          ...row,
          ...(deprecated !== undefined && {deprecated: toRichText(deprecated)}),
          ...(text !== undefined && {text: toRichText(text)}),
        })),
      };
    case 'returns': {
      const {text, ...rest} = block;
      return {...rest, ...(text !== undefined && {text: toRichText(text)})};
    }
    case 'throws':
    case 'seeAlso':
      return {...block, items: block.items.map(toRichText)};
    case 'overload':
    case 'member':
      return {...block, blocks: block.blocks.map(toSiteBlock)};
    case 'code':
    case 'example':
    case 'origin':
    case 'relations':
      return block;
  }
}

/** An outline as the site renders it: its doc texts rendered at build time, so the browser parses no Markdown. */
export function toSiteOutline(outline: ApiOutline<Markdown>): ApiOutline<Rich> {
  const {deprecated, description, sections, ...rest} = outline;
  return {
    ...rest,
    ...(deprecated !== undefined && {deprecated: toRichText(deprecated)}),
    ...(description !== undefined && {description: toRichText(description)}),
    sections: sections.map((section) => ({...section, blocks: section.blocks.map(toSiteBlock)})),
  };
}
