import {expect, test} from 'vitest';
import Prism from '../core';
import 'prismjs/components/prism-graphql';
import {toLines} from '../toLines';

test('splits a token stream into lines, keeping nested types and marking empty lines', () => {
  const code = 'query {\n\n  hello # greeting\n}';
  const lines = toLines(Prism.tokenize(code, Prism.languages.graphql));
  expect(lines.map((line) => line.map((token) => token.content).join(''))).toEqual([
    'query {',
    '\n',
    '  hello # greeting',
    '}',
  ]);
  expect(lines[0][0]).toEqual({types: ['keyword'], content: 'query'});
  expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  expect(lines[2].at(-1)).toEqual({types: ['comment'], content: '# greeting'});
});

test('text outside any token is plain, and aliases join the token types', () => {
  const lines = toLines(['a ', new Prism.Token('string', '"b"', 'attr-value')]);
  expect(lines).toEqual([
    [
      {types: ['plain'], content: 'a '},
      {types: ['string', 'attr-value'], content: '"b"'},
    ],
  ]);
});
