import {createSlugger} from '@docusaurus/utils';
import type {Heading, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {parseDocMdx} from './parseDocMdx';

/** A part of a docs page that search indexes: the text under one h2/h3, or the text before the first. */
export interface DocSection {
  /** The heading's id, as Docusaurus gives it; absent for the text before the first h2/h3. */
  anchor?: string;
  heading?: string;
  /** The section's prose, without code, imports or the samples components are given. */
  text: string;
}

/** One docs page's MDX, parsed once, and what the site reads from it. */
export interface DocOutline {
  /** The MDX text the tree was parsed from (its nodes' positions point into it). */
  mdx: string;
  /**
   * The syntax tree, each heading with its id (`headingId`). Shared by every reader: one that changes nodes
   * works on a copy (`structuredClone`).
   */
  tree: Root;
  /** The page split at its h2 and h3 headings, the text before the first heading first. */
  sections: DocSection[];
  /** The target of every link in the page, in order: Markdown links and definitions, and JSX `href`s. */
  links: string[];
}

/** Nodes without prose: code, front matter, imports, expressions, raw HTML. */
const WITHOUT_PROSE = new Set<Nodes['type']>([
  'code',
  'yaml',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

/** Nodes whose text runs on in the line around them; any other node is a block, with a word break around it. */
const PHRASING = new Set<Nodes['type']>([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
  'textDirective',
  'break',
]);

/** A heading's id in an outline's tree, where Docusaurus's Markdown loader puts it too. */
export function headingId(heading: Heading): string {
  const id = heading.data?.hProperties?.id;
  if (typeof id !== 'string')
    throw new Error(`the heading "${toString(heading)}" is not from a docs outline`);
  return id;
}

/**
 * Reads a docs page's MDX into its outline. Headings get their ids as Docusaurus's Markdown loader gives them
 * (its own slugger, over every heading in document order, including those inside tabs and admonitions).
 */
export function toDocOutline(mdx: string): DocOutline {
  const tree = parseDocMdx(mdx);
  const slugger = createSlugger();
  const sections: DocSection[] = [{text: ''}];
  const links: string[] = [];
  const chunks: string[] = [];
  const flush = () => {
    sections[sections.length - 1].text = chunks.join('').replace(/\s+/g, ' ').trim();
    chunks.length = 0;
  };

  const visit = (node: Nodes) => {
    if (WITHOUT_PROSE.has(node.type)) return;
    if (node.type === 'heading') {
      const heading = toString(node);
      const anchor = slugger.slug(heading);
      node.data = {...node.data, hProperties: {...node.data?.hProperties, id: anchor}};
      if (node.depth === 2 || node.depth === 3) {
        flush();
        sections.push({anchor, heading, text: ''});
        return;
      }
    }
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes)
        if (
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'href' &&
          typeof attribute.value === 'string'
        )
          links.push(attribute.value);
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      // Not a directive the site has: text that looks like one (`a:b`), shown as written.
      chunks.push(mdx.slice(node.position?.start.offset, node.position?.end.offset));
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode') chunks.push(node.value);
    const separator = PHRASING.has(node.type) ? '' : ' ';
    chunks.push(separator);
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
    chunks.push(separator);
  };
  visit(tree);
  flush();
  return {mdx, tree, sections: sections.filter((section) => section.text || section.heading), links};
}
