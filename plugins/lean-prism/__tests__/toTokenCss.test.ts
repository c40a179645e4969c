import {expect, test} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {toTokenCss} from '../toTokenCss';

test('one rule per theme entry, scoped, with language-limited entries inside their blocks', () => {
  const theme: PrismTheme = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [
      {types: ['comment', 'prolog'], style: {color: '#555', fontStyle: 'italic'}},
      {types: ['keyword'], languages: ['ts', 'js'], style: {color: '#00f'}},
    ],
  };
  expect(toTokenCss(theme, "[data-theme='light']")).toBe(
    "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog{color:#555;font-style:italic}\n" +
      "[data-theme='light'] .language-ts .token.keyword,[data-theme='light'] .language-js .token.keyword{color:#00f}",
  );
});
