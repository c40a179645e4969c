import type {JSONOutput} from 'typedoc';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent} from 'mdast';
import type {ApiExample, ApiMarkdown} from '../../shared/types';

type Part = JSONOutput.CommentDisplayPart;
type InlineTag = JSONOutput.InlineTagDisplayPart;

/** What turning comment parts into Markdown needs to know. */
export interface MarkdownContext {
  /** Site path of a `{@link}` target; undefined when it has no page. */
  hrefOfLink(tag: InlineTag): string | undefined;
  /** Site path of an exported symbol name, for code spans such as `` `GraphQLError` `` or `` `parse()` ``. */
  hrefOfName(name: string): string | undefined;
  /** Called for every `{@link}` that resolves to no page. */
  onUnresolvedLink(text: string): void;
}

const LINK_TAGS = new Set(['@link', '@linkcode', '@linkplain']);
// A code span that is just an identifier, optionally called: `GraphQLError`, `coerceInputLiteral()`.
const IDENTIFIER_SPAN = /^`([A-Za-z_$][\w$]*)(\(\))?`$/;

/** Comment parts as Markdown, with links resolved to site paths. */
export function toMarkdown(parts: readonly Part[] | undefined, context: MarkdownContext): ApiMarkdown {
  if (!parts) return '';
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'code': {
          const match = IDENTIFIER_SPAN.exec(part.text);
          const href = match ? context.hrefOfName(match[1]) : undefined;
          return href ? `[${part.text}](${href})` : part.text;
        }
        case 'inline-tag':
          return inlineTagToMarkdown(part, context);
        case 'relative-link':
          return part.text;
      }
    })
    .join('')
    .trim();
}

function inlineTagToMarkdown(tag: InlineTag, context: MarkdownContext): string {
  if (!LINK_TAGS.has(tag.tag)) return tag.text;
  const text = tag.tsLinkText || tag.text;
  const label = tag.tag === '@linkcode' ? `\`${text}\`` : escapeLinkText(text);
  if (typeof tag.target === 'string') return `[${label}](${tag.target})`;
  const href = context.hrefOfLink(tag);
  if (href === undefined) {
    context.onUnresolvedLink(tag.text);
    return label;
  }
  return `[${label}](${href})`;
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}

/**
 * The first paragraph of some Markdown as one line of plain text. A list that continues the paragraph (`document:`
 * then `- UnicodeBOM`) is part of it: its items are listed, separated by commas, not run together.
 */
export function toSummary(markdown: ApiMarkdown | undefined): string {
  if (!markdown) return '';
  const firstParagraph = markdown.split(/\n\s*\n/)[0];
  return plainText(fromMarkdown(firstParagraph)).replace(/\s+/g, ' ').trim();
}

/** The plain text of Markdown blocks: blocks separated by a space, a list's items by commas. */
function plainText(node: Root | RootContent): string {
  if (node.type === 'list') return node.children.map(plainText).join(', ');
  if (node.type === 'root' || node.type === 'listItem' || node.type === 'blockquote')
    return node.children.map(plainText).join(' ');
  return toString(node);
}

/** All block tags of one name. */
export function blockTags(comment: JSONOutput.Comment | undefined, tag: string): JSONOutput.CommentTag[] {
  return comment?.blockTags?.filter((t) => t.tag === tag) ?? [];
}

/**
 * An `@example` tag's examples, read from its Markdown (TypeDoc reads the tag's first line as `name`): one per
 * fenced code block, titled by the text before it (`Query source`; `Becomes:` before a second block), as plain
 * text. A tag without a fence is one example of its whole text.
 */
export function toExamples(tag: JSONOutput.CommentTag): ApiExample[] {
  const markdown = [tag.name ?? '', tag.content.map((part) => part.text).join('')].join('\n').trim();
  const blocks = fromMarkdown(markdown).children;
  if (!blocks.some((block) => block.type === 'code')) return [{code: markdown, language: 'ts'}];
  const examples: ApiExample[] = [];
  let text: string[] = [];
  for (const block of blocks) {
    if (block.type !== 'code') {
      text.push(plainText(block).replace(/\s+/g, ' ').trim());
      continue;
    }
    const title = text.filter(Boolean).join(' ');
    examples.push({code: block.value, language: block.lang || 'ts', ...(title && {title})});
    text = [];
  }
  // Text after the last block would otherwise be lost; it belongs with that block.
  const after = text.filter(Boolean).join(' ');
  if (after) {
    const last = examples[examples.length - 1];
    last.title = [last.title, after].filter(Boolean).join(' ');
  }
  return examples;
}
