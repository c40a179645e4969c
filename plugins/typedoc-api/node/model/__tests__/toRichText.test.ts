import {expect, test} from 'vitest';
import {toRichText} from '../toRichText';

test('paragraphs, inline code, emphasis and links become a compact tree', () => {
  expect(toRichText('Parses a `Source` into a [Document](/api/interface/DocumentNode), **fast**.')).toEqual([
    [
      'p',
      null,
      'Parses a ',
      ['code', null, 'Source'],
      ' into a ',
      ['a', {href: '/api/interface/DocumentNode'}, 'Document'],
      ', ',
      ['strong', null, 'fast'],
      '.',
    ],
  ]);
});

test('fenced code keeps its language for the code block', () => {
  expect(toRichText('Before:\n\n```graphql\n{ hero }\n```')).toEqual([
    ['p', null, 'Before:'],
    ['pre', {language: 'graphql'}, '{ hero }'],
  ]);
});

test('GFM lists and tables are kept', () => {
  expect(toRichText('- a\n- b')).toEqual([['ul', null, ['li', null, 'a'], ['li', null, 'b']]]);
  expect(toRichText('| x |\n| - |\n| 1 |')).toEqual([
    [
      'table',
      null,
      ['thead', null, ['tr', null, ['th', null, 'x']]],
      ['tbody', null, ['tr', null, ['td', null, '1']]],
    ],
  ]);
});

test('raw HTML is kept as the text it was written as, joined with the text around it', () => {
  expect(
    toRichText('Tokens include ignored ones. <SOF> is always the first node and <EOF>\nthe last.'),
  ).toEqual([
    ['p', null, 'Tokens include ignored ones. <SOF> is always the first node and <EOF>\nthe last.'],
  ]);
  expect(toRichText('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
});
