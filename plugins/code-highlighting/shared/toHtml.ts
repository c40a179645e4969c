import {toLines, type LineToken} from './toLines';

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => escapes[character]);

/** Classes of a numbered line's parts (theme-classic's CodeBlock/Line styles). */
export interface LineNumbering {
  line: string;
  number: string;
  content: string;
}

export interface ToHtmlOptions {
  /** A line's index to its extra classes (e.g. `theme-code-block-highlighted-line`). */
  lineClassNames?: Record<number, string[]>;
  /** Set for blocks with line numbers. */
  numbering?: LineNumbering;
  /** Whether a token of these types looks like plain text (shared/unstyledTokens.ts): it then has no span. */
  isUnstyled?: (types: string[]) => boolean;
}

/**
 * A line's tokens as markup: adjacent tokens of the same types share one span, and plain text (with the
 * tokens that look like it) has none.
 */
function toTokensHtml(line: LineToken[], isUnstyled: (types: string[]) => boolean): string {
  const runs: Array<{className: string; text: string}> = [];
  for (const token of line) {
    if (token.empty) continue;
    const className = isUnstyled(token.types) ? 'plain' : token.types.join(' ');
    const last = runs.at(-1);
    if (last?.className === className) last.text += token.content;
    else runs.push({className, text: token.content});
  }
  return runs
    .map(({className, text}) =>
      className === 'plain'
        ? escapeText(text)
        : `<span class="token ${className}">${escapeText(text)}</span>`,
    )
    .join('');
}

/**
 * Highlighted lines as one HTML string, in the structure of Docusaurus's CodeBlock/Line (a `token-line`
 * element per line, ending in <br>; with numbering, a number cell and a content cell). A code block
 * that sets it as its inner HTML costs one element to hydrate instead of a component per line and per
 * token. Plain text, and tokens coloured like it, carry no span (the block's colour applies) and runs of
 * one token type share a span, which keeps pages with many examples small.
 */
export function toHtml(
  lines: LineToken[][],
  {lineClassNames = {}, numbering, isUnstyled = () => false}: ToHtmlOptions = {},
): string {
  return lines
    .map((line, index) => {
      const className = [
        'token-line',
        ...(lineClassNames[index] ?? []),
        ...(numbering ? [numbering.line] : []),
      ];
      const tokens = toTokensHtml(line, isUnstyled);
      const content = numbering
        ? `<span class="${numbering.number}"></span><span class="${numbering.content}">${tokens}</span>`
        : tokens;
      return `<div class="${className.join(' ')}">${content}<br></div>`;
    })
    .join('');
}

/** `code`'s lines as markup without highlighting: a block's look until the highlighter is there. */
export function plainToHtml(code: string, options?: ToHtmlOptions): string {
  return toHtml(toLines([code]), options);
}
