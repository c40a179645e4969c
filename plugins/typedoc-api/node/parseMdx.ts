import type {Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** A docs page's MDX as a syntax tree, with its front matter, its JSX and ESM, and GitHub's tables. */
export function parseMdx(mdx: string): Root {
  return unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).parse(mdx) as Root;
}
