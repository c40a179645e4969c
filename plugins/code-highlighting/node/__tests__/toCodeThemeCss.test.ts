import {expect, test} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {toCodeThemeCss} from '../toCodeThemeCss';

test('the block colours as variables, then one rule per theme entry, scoped, with language-limited entries inside their blocks', () => {
  const theme: PrismTheme = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [
      {types: ['comment', 'prolog'], style: {color: '#555', fontStyle: 'italic'}},
      {types: ['keyword'], languages: ['ts', 'js'], style: {color: '#00f'}},
    ],
  };
  expect(toCodeThemeCss(theme, "[data-theme='light']")).toBe(
    "[data-theme='light'] .theme-code-block{--prism-color:#000;--prism-background-color:#fff}\n" +
      "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog{color:#555;font-style:italic}\n" +
      "[data-theme='light'] .language-ts .token.keyword,[data-theme='light'] .language-js .token.keyword{color:#00f}",
  );
});
