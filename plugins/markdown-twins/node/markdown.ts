import type {Nodes, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options as PrintOptions} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

// Built once: creating the extensions costs more than parsing a short doc text.
const parseOptions = {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]};

/** Parses CommonMark + GFM (the API's doc texts). */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, parseOptions);
}

// Also built once: the printer compiles each escaping pattern of an extension the first time it meets it.
const printOptions: PrintOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown({tablePipeAlign: false})],
};

/** Prints a tree as CommonMark + GFM, the same way for every twin. */
export function printMarkdown(tree: Nodes): string {
  return toMarkdown(tree, printOptions);
}

/** Rewrites the target of every link, image and link definition in place. */
export function rewriteUrls(tree: Nodes, rewrite: (url: string) => string): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = rewrite(node.url);
    }
  });
}

/**
 * A site-relative link (`/api/class/Source`, `#anchor`) as an absolute URL; other URLs (`https:`,
 * `mailto:`) unchanged. `pageUrl` is the absolute URL of the page the link sits on.
 */
export function toAbsoluteLink(
  url: string,
  pageUrl: string,
  siteUrlOf: (sitePath: string) => string,
): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return siteUrlOf(url);
  return url;
}

/** Shorthands for building trees. */
export const md = {
  text: (value: string) => ({type: 'text', value}) as const,
  code: (value: string, lang?: string, meta?: string): RootContent => ({type: 'code', value, lang, meta}),
  heading: (depth: 1 | 2 | 3 | 4 | 5 | 6, value: string): RootContent => ({
    type: 'heading',
    depth,
    children: [{type: 'text', value}],
  }),
};
