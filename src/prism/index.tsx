// Stands in for `prism-react-renderer` in the site's bundles (aliased by plugins/lean-prism). That
// package's single module carries 30 Prism grammars and 20 colour themes that every page downloaded;
// this one provides the same `Highlight` and `Prism` exports with only the grammars the site uses.
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-graphql';
import {toHtml, type ToHtmlOptions} from './toHtml';
import {toLines, type LineToken} from './toLines';

export {Prism};

interface LinePropsInput {
  line: LineToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenPropsInput {
  token: LineToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (output: {
    tokens: LineToken[][];
    className: string;
    style: CSSProperties;
    getLineProps: (input: LinePropsInput) => Record<string, unknown>;
    getTokenProps: (input: TokenPropsInput) => Record<string, unknown>;
  }) => ReactNode;
}

/** `code` as lines of tokens; text in a language without a grammar is one plain token. */
function tokenizeLines(code: string, language: string, prism: typeof Prism = Prism): LineToken[][] {
  const grammar = prism.languages[language];
  return toLines(grammar ? prism.tokenize(code, grammar) : [code]);
}

/** The highlighted lines of `code` as HTML (see toHtml), for code blocks that set it as inner HTML. */
export function highlightToHtml(code: string, language: string, options?: ToHtmlOptions): string {
  return toHtml(tokenizeLines(code, language.toLowerCase()), options);
}

export function Highlight({code, language: rawLanguage, prism = Prism, children}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const tokens = tokenizeLines(code, language, prism);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    // The block's colours come from the stylesheet in both colour modes (plugins/lean-prism), so the
    // server's markup stays right when a dark-mode reader hydrates it.
    style: {},
    // Lines inherit the theme's text colour from the block, so they repeat no style.
    getLineProps: ({line: _line, className, ...rest}) => {
      void _line;
      return {...rest, className: clsx('token-line', className)};
    },
    // Token colours come from the stylesheet (plugins/lean-prism), not from an inline style per token.
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style} : style,
    }),
  });
}
