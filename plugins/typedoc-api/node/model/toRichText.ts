import type {Element, ElementContent, Nodes, Root} from 'hast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toHast} from 'mdast-util-to-hast';
import {gfm} from 'micromark-extension-gfm';
import type {ApiMarkdown, ApiRichNode, ApiRichText} from '../../shared/types';

// Attributes the theme renders; everything else (ids, classes, raw style) is dropped.
const KEPT_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'align', 'start'];

/**
 * Markdown → the compact element tree the theme renders (see `ApiRichText`). The tree only holds elements
 * that Markdown produces: raw HTML is kept as the text it was written as, since graphql's comments use
 * angle brackets for placeholders (`<SOF> is always the first node`), not for markup.
 */
export function toRichText(markdown: ApiMarkdown): ApiRichText {
  let rendered = cache.get(markdown);
  if (!rendered) {
    const mdast = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    rendered = compactChildren((toHast(mdast, {allowDangerousHtml: true}) as Root).children);
    cache.set(markdown, rendered);
  }
  return rendered;
}

// Inherited members repeat their parent's comments hundreds of times; parse each text once. The
// trees are shared, so they must never be mutated.
const cache = new Map<ApiMarkdown, ApiRichText>();

/** The children's compact nodes, neighbouring strings joined: the page renders each string as one text node. */
function compactChildren(children: (ElementContent | Root['children'][number])[]): ApiRichNode[] {
  const nodes: ApiRichNode[] = [];
  for (const node of children.flatMap((child) => compact(child as Nodes))) {
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] += node;
    else nodes.push(node);
  }
  return nodes;
}

function compact(node: Nodes): ApiRichNode[] {
  switch (node.type) {
    case 'text':
      // Newlines between block elements carry nothing.
      return node.value.trim() === '' && node.value.includes('\n') ? [] : [node.value];
    case 'raw':
      return [node.value];
    case 'element':
      return [compactElement(node)];
    case 'root':
      return compactChildren(node.children);
    default:
      return [];
  }
}

function compactElement(element: Element): ApiRichNode {
  if (element.tagName === 'pre') {
    const code = element.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    const className = code?.properties.className;
    const language = Array.isArray(className)
      ? String(className.find((c) => String(c).startsWith('language-')) ?? '').slice('language-'.length)
      : '';
    const text = code ? textOf(code).replace(/\n$/, '') : textOf(element);
    return ['pre', language ? {language} : null, text];
  }
  const attributes: Record<string, string> = {};
  for (const name of KEPT_ATTRIBUTES) {
    const value = element.properties[name];
    if (value !== undefined && value !== null && value !== false) attributes[name] = String(value);
  }
  return [
    element.tagName,
    Object.keys(attributes).length ? attributes : null,
    ...compactChildren(element.children),
  ];
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Nodes)).join('') : '';
}
