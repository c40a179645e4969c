import {load} from 'cheerio';
import {expect, test} from 'vitest';
import Prism from '../core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import {toHtml} from '../toHtml';
import {toLines} from '../toLines';

test('renders one line element per line, with the tokens as classed spans and the text escaped', () => {
  const code = 'if (a < b && c > d) {\n\n  say("<b>");\n}';
  const $ = load(toHtml(toLines(Prism.tokenize(code, Prism.languages.javascript))), null, false);
  const lines = $.root()
    .children('.token-line')
    .toArray()
    .map((line) => $(line));
  expect(lines.map((line) => line.text())).toEqual(['if (a < b && c > d) {', '', '  say("<b>");', '}']);
  expect(lines.every((line) => line.children().last().is('br'))).toBe(true);
  expect(lines[0].find('.token.keyword').text()).toBe('if');
  expect(lines[2].find('.token.string').text()).toBe('"<b>"');
  expect($('b')).toHaveLength(0);
});

test('adds the classes given for a line to that line only', () => {
  const $ = load(
    toHtml(toLines(['one\ntwo\nthree']), {lineClassNames: {1: ['theme-code-block-highlighted-line']}}),
    null,
    false,
  );
  expect(
    $('.token-line')
      .toArray()
      .map((line) => $(line).attr('class')),
  ).toEqual(['token-line', 'token-line theme-code-block-highlighted-line', 'token-line']);
});

test('plain text has no span, and adjacent tokens of the same types share one', () => {
  const html = toHtml(toLines(Prism.tokenize('f({});', Prism.languages.javascript)));
  expect(html).toBe(
    '<div class="token-line"><span class="token function">f</span><span class="token punctuation">({});</span><br></div>',
  );
  expect(toHtml(toLines(['just text']))).toBe('<div class="token-line">just text<br></div>');
});

test('a numbered line has a number cell and a content cell, with the classes given', () => {
  const numbering = {line: 'line', number: 'number', content: 'content'};
  const html = toHtml(toLines(['a\nb']), {lineClassNames: {0: ['marked']}, numbering});
  expect(html).toBe(
    '<div class="token-line marked line"><span class="number"></span><span class="content">a</span><br></div>' +
      '<div class="token-line line"><span class="number"></span><span class="content">b</span><br></div>',
  );
});

test('a token that looks like plain text joins the plain text around it, without a span', () => {
  const isUnstyled = (types: string[]) => types.includes('punctuation');
  const html = toHtml(toLines(Prism.tokenize('f(a, b);', Prism.languages.javascript)), {isUnstyled});
  expect(html).toBe('<div class="token-line"><span class="token function">f</span>(a, b);<br></div>');
});
