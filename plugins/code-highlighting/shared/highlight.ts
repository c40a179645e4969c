// The site's code highlighter: Prism with only the grammars the site's pages use (prism-react-renderer,
// which theme-classic highlights with, carries 30 grammars and 20 colour themes), and the highlighted
// lines as HTML for the code blocks (theme/CodeBlock/Content).
import Prism from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-graphql';
import {plainToHtml, toHtml, type ToHtmlOptions} from './toHtml';
import {toLines} from './toLines';

/** The highlighted lines of `code` as HTML (see toHtml); text in a language without a grammar is plain. */
export function highlightToHtml(code: string, language: string, options?: ToHtmlOptions): string {
  const grammar = Prism.languages[language.toLowerCase()];
  return grammar ? toHtml(toLines(Prism.tokenize(code, grammar)), options) : plainToHtml(code, options);
}
