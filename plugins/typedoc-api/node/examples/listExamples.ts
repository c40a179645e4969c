import type {ApiBlock, ApiOutline} from '../../shared/outline';

type ExampleBlock<Doc> = Extract<ApiBlock<Doc>, {type: 'example'}>;

/**
 * Examples are named by where they are and their place there: `/api/function/parse [2]` is the second
 * example of the page, `/api/class/GraphQLSchema#getType [1]` the first of that member (its anchor), the
 * examples of every overload counted together. The doctests' results and the list of known failures use
 * these ids.
 */
function mapBlocks<Doc>(
  blocks: readonly ApiBlock<Doc>[],
  location: string,
  counts: Map<string, number>,
  update: (block: ExampleBlock<Doc>, id: string) => ExampleBlock<Doc>,
): ApiBlock<Doc>[] {
  return blocks.map((block) => {
    switch (block.type) {
      case 'example': {
        const n = (counts.get(location) ?? 0) + 1;
        counts.set(location, n);
        return update(block, `${location} [${n}]`);
      }
      case 'overload':
        return {...block, blocks: mapBlocks(block.blocks, location, counts, update)};
      case 'member':
        return {...block, blocks: mapBlocks(block.blocks, `${location}#${block.anchor}`, counts, update)};
      default:
        return block;
    }
  });
}

/** The outline with each example block replaced by `update(block, id)`. */
export function mapExamples<Doc>(
  outline: ApiOutline<Doc>,
  update: (block: ExampleBlock<Doc>, id: string) => ExampleBlock<Doc>,
): ApiOutline<Doc> {
  const counts = new Map<string, number>();
  return {
    ...outline,
    sections: outline.sections.map((section) => ({
      ...section,
      blocks: mapBlocks(section.blocks, outline.permalink, counts, update),
    })),
  };
}

/** Every example of an outline with its id, in page order. */
export function listExamples<Doc>(outline: ApiOutline<Doc>): {id: string; block: ExampleBlock<Doc>}[] {
  const examples: {id: string; block: ExampleBlock<Doc>}[] = [];
  mapExamples(outline, (block, id) => {
    examples.push({id, block});
    return block;
  });
  return examples;
}
