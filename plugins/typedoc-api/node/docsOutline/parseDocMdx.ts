import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/**
 * A docs page's MDX as a syntax tree, as Docusaurus reads it: front matter, JSX and ESM, GitHub's tables, and
 * directives (`:::note` admonitions).
 */
export function parseDocMdx(mdx: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .parse(mdx) as Root;
}
