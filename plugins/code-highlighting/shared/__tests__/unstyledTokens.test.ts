import type {PrismTheme} from 'prism-react-renderer';
import {expect, test} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../node/codeThemes';
import {highlightToHtml} from '../highlight';
import {toRgb, toUnstyledTokenTest} from '../unstyledTokens';

const theme = (color: string, styles: PrismTheme['styles']): PrismTheme => ({plain: {color}, styles});

test('reads hex, short hex and rgb() colours, and nothing else', () => {
  expect(toRgb('#F8F8F2')).toEqual([248, 248, 242]);
  expect(toRgb('#fa0')).toEqual([255, 170, 0]);
  expect(toRgb('rgb(248, 248, 242)')).toEqual([248, 248, 242]);
  expect(toRgb('red')).toBeUndefined();
});

test('a token is unstyled when every theme gives its types the plain colour, in any notation, or nothing', () => {
  const isUnstyled = toUnstyledTokenTest([
    theme('#F8F8F2', [
      {types: ['punctuation'], style: {color: 'rgb(248, 248, 242)'}},
      {types: ['keyword'], style: {color: '#bd93f9'}},
    ]),
    theme('#393A34', [
      {types: ['punctuation', 'operator'], style: {color: '#393a34'}},
      {types: ['comment'], style: {color: '#393A34', fontStyle: 'italic'}},
      {types: ['number'], languages: ['json'], style: {color: '#393A34'}},
    ]),
  ]);
  expect(isUnstyled(['punctuation'])).toBe(true);
  expect(isUnstyled(['operator'])).toBe(true);
  expect(isUnstyled(['interpolation'])).toBe(true);
  expect(isUnstyled(['keyword'])).toBe(false);
  expect(isUnstyled(['keyword', 'punctuation'])).toBe(false);
  expect(isUnstyled(['comment'])).toBe(false);
  expect(isUnstyled(['number'])).toBe(false);
});

test("with the site's code themes, punctuation is written without a span and keywords keep theirs", () => {
  const isUnstyled = toUnstyledTokenTest([lightCodeTheme, darkCodeTheme]);
  const html = highlightToHtml('const f = (a, b) => g(a);', 'ts', {isUnstyled});
  expect(html).not.toContain('punctuation');
  expect(html).toContain('<span class="token keyword">const</span>');
  expect(html).toContain('<span class="token function">g</span>(a);');
});
