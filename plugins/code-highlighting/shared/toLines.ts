import type Prism from 'prismjs';

/** One run of text with the token types that style it (see toHtml). */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/**
 * Flattens Prism's nested token stream into lines of tokens. Text outside any token is `plain`; a
 * nested token carries the types (and aliases) of all its parents; a line without text holds one
 * empty `plain` token with a line break, so it keeps its height.
 */
export function toLines(stream: Array<string | Prism.Token>): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const push = (content: string, types: string[]) => {
    content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({types, content: part});
    });
  };
  const visit = (token: string | Prism.Token, types: string[]): void => {
    if (typeof token === 'string') {
      push(token, types.length > 0 ? types : ['plain']);
      return;
    }
    const nested = [...types, token.type, ...([] as string[]).concat(token.alias ?? [])];
    const content = token.content as string | Prism.Token | Array<string | Prism.Token>;
    if (Array.isArray(content)) content.forEach((child) => visit(child, nested));
    else visit(content, nested);
  };
  stream.forEach((token) => visit(token, []));
  return lines.map((line) => (line.length > 0 ? line : [{types: ['plain'], content: '\n', empty: true}]));
}
