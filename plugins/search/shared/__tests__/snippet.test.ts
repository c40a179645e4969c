import {describe, expect, test} from 'vitest';
import {toExcerpt, toHighlightedParts, toSnippet} from '../snippet';

describe('toHighlightedParts', () => {
  test('marks whole words whose lower-case form is a matched term', () => {
    expect(toHighlightedParts('Build a Schema from SDL', ['schema', 'sdl'])).toEqual([
      {text: 'Build a ', match: false},
      {text: 'Schema', match: true},
      {text: ' from ', match: false},
      {text: 'SDL', match: true},
    ]);
  });

  test('marks the camelCase part a term matched, as the index splits names', () => {
    expect(toHighlightedParts('buildSchema', ['schema'])).toEqual([
      {text: 'build', match: false},
      {text: 'Schema', match: true},
    ]);
    expect(toHighlightedParts('buildSchema', ['buildschema'])).toEqual([{text: 'buildSchema', match: true}]);
  });

  test('keeps markup as plain text in the parts', () => {
    const text = 'a <img src=x onerror=alert(1)> tag';
    const parts = toHighlightedParts(text, ['img']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts).toContainEqual({text: 'img', match: true});
  });

  test('does not mark a term inside a longer word', () => {
    expect(toHighlightedParts('prototype', ['type'])).toEqual([{text: 'prototype', match: false}]);
  });
});

describe('toSnippet', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The mutation returns the stored value. ${'Sed do eiusmod. '.repeat(10)}`;

  test('returns a short text whole', () => {
    expect(toSnippet('Parses a document.', ['parses'])).toEqual([
      {text: 'Parses', match: true},
      {text: ' a document.', match: false},
    ]);
  });

  test('cuts a long text around the first match, at word boundaries, with ellipses', () => {
    const parts = toSnippet(long, ['mutation'], 80);
    const text = parts.map((part) => part.text).join('');
    expect(parts[0]).toEqual({text: '…', match: false});
    expect(parts.at(-1)).toEqual({text: '…', match: false});
    expect(parts).toContainEqual({text: 'mutation', match: true});
    expect(text.length).toBeLessThanOrEqual(82);
    expect(text).toMatch(/^…\S.* \S+…$/);
  });

  test('starts at the beginning when nothing matched', () => {
    const parts = toSnippet(long, ['absent'], 60);
    expect(parts[0].text.startsWith('Lorem ipsum')).toBe(true);
    expect(parts.some((part) => part.match)).toBe(false);
  });
});

describe('toExcerpt', () => {
  test('keeps a short text whole and cuts a long one at a word boundary, with an ellipsis', () => {
    expect(toExcerpt('Parses a document.', 40)).toBe('Parses a document.');
    expect(toExcerpt('An input type groups the arguments of a mutation.', 30)).toBe(
      'An input type groups the…',
    );
  });
});
