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

export function Highlight({
  code,
  language: rawLanguage,
  theme,
  prism = Prism,
  children,
}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const grammar = prism.languages[language];
  const tokens = toLines(grammar ? prism.tokenize(code, grammar) : [code]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
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
