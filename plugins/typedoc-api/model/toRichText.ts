import type {Element, ElementContent, Nodes, Root} from 'hast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toHast} from 'mdast-util-to-hast';
import {gfm} from 'micromark-extension-gfm';
import type {ApiMarkdown, ApiRichNode, ApiRichText} from '../types';

// Attributes the theme renders; everything else (ids, classes, raw style) is dropped.
const KEPT_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'align', 'start'];

/**
 * Markdown → the compact element tree the theme renders (see `ApiRichText`). Raw HTML in comments is
 * dropped, so the tree only holds elements that Markdown produces.
 */
export function toRichText(markdown: ApiMarkdown): ApiRichText {
  let rendered = cache.get(markdown);
  if (!rendered) {
    const mdast = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    rendered = compactChildren((toHast(mdast) as Root).children);
    cache.set(markdown, rendered);
  }
  return rendered;
}

// Inherited members repeat their parent's comments hundreds of times; parse each text once. The
// trees are shared, so they must never be mutated.
const cache = new Map<ApiMarkdown, ApiRichText>();

function compactChildren(children: (ElementContent | Root['children'][number])[]): ApiRichNode[] {
  return children.flatMap((child): ApiRichNode[] => compact(child as Nodes));
}

function compact(node: Nodes): ApiRichNode[] {
  switch (node.type) {
    case 'text':
      // Newlines between block elements carry nothing.
      return node.value.trim() === '' && node.value.includes('\n') ? [] : [node.value];
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
