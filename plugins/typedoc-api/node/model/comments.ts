import type {JSONOutput} from 'typedoc';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
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

/** The first paragraph of some Markdown as one line of plain text. */
export function toSummary(markdown: ApiMarkdown | undefined): string {
  if (!markdown) return '';
  const firstParagraph = markdown.split(/\n\s*\n/)[0];
  return toString(fromMarkdown(firstParagraph)).replace(/\s+/g, ' ').trim();
}

/** All block tags of one name. */
export function blockTags(comment: JSONOutput.Comment | undefined, tag: string): JSONOutput.CommentTag[] {
  return comment?.blockTags?.filter((t) => t.tag === tag) ?? [];
}

const FENCE = /^(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n?\1\s*$/;

/**
 * An `@example` tag: its fenced code (or its whole text when unfenced) and its title (TypeDoc reads
 * the tag's first line as `name`; other text around the fence counts too).
 */
export function toExample(tag: JSONOutput.CommentTag): ApiExample {
  const codePart = tag.content.find((part) => part.kind === 'code' && FENCE.test(part.text));
  const title = [tag.name ?? '', ...tag.content.filter((part) => part !== codePart).map((part) => part.text)]
    .join(' ')
    .trim();
  if (!codePart) {
    return {code: title, language: 'ts'};
  }
  const [, , info, code] = FENCE.exec(codePart.text) ?? [];
  return {code, language: info.trim().split(/\s+/)[0] || 'ts', ...(title && {title})};
}
