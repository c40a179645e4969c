import {expect, test} from 'vitest';
import {describeLeftOut, resultLimits, shortenText, toShownResult, type ResultLimits} from '../shortenResult';

const small: ResultLimits = {items: 2, characters: 5, values: 20, depth: 3};

test('a payload within the limits is shown whole, exactly as JSON.stringify indents it', () => {
  const payload = {data: {hello: 'Hello world!', dice: [1, 2, 3], nested: {empty: [], none: {}, off: null}}};
  expect(toShownResult(payload)).toEqual({text: JSON.stringify(payload, null, 2), leftOut: null});
});

test('a long list shows its first items and a comment counting the rest', () => {
  expect(toShownResult({data: {dice: [1, 2, 3, 4, 5]}}, small)).toEqual({
    text: [
      '{',
      '  "data": {',
      '    "dice": [',
      '      1,',
      '      2,',
      '      // 3 more items not shown',
      '    ]',
      '  }',
      '}',
    ].join('\n'),
    leftOut: {items: 3, fields: 0, characters: 0},
  });
});

test('a long string shows its start, and the comment after it counts the characters left out', () => {
  const {text, leftOut} = toShownResult({data: {a: 'abcdefgh', b: 'ok'}}, small);
  expect(text.split('\n')).toEqual([
    '{',
    '  "data": {',
    '    "a": "abcde…", // 3 more characters not shown',
    '    "b": "ok"',
    '  }',
    '}',
  ]);
  expect(leftOut).toEqual({items: 0, fields: 0, characters: 3});
});

test('nesting past the depth limit is counted, not shown', () => {
  const {text, leftOut} = toShownResult({data: {a: {b: {c: 1, d: 2}}}}, small);
  expect(text).toContain('"b": {} // 2 fields not shown');
  expect(leftOut).toEqual({items: 0, fields: 2, characters: 0});
});

test('once the value limit is spent, later fields are counted, so the text stays bounded', () => {
  const {leftOut} = toShownResult(
    {data: Object.fromEntries(Array.from({length: 50}, (_, i) => [`f${i}`, i]))},
    small,
  );
  expect(leftOut).toEqual({items: 0, fields: 50 - (small.values - 2), characters: 0});
});

test('a 200,000-item list and a 20,000,000-character string are shortened to a few kB, reading only the items shown', () => {
  // Counts the list's item reads: the work must not grow with the list (a measured duration would fail on a busy
  // machine, not on a slow algorithm).
  let itemReads = 0;
  const items = new Proxy(
    Array.from({length: 200_000}, (_, id) => ({id, name: `n${id}`})),
    {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) itemReads += 1;
        return Reflect.get(target, key, receiver);
      },
    },
  );
  const list = toShownResult({data: {items}});
  const string = toShownResult({data: {huge: 'x'.repeat(20_000_000)}});
  expect(list.leftOut).toEqual({items: 200_000 - resultLimits.items, fields: 0, characters: 0});
  expect(string.leftOut).toEqual({items: 0, fields: 0, characters: 20_000_000 - resultLimits.characters});
  expect(list.text.length).toBeLessThan(10_000);
  expect(string.text.length).toBeLessThan(2_000);
  expect(itemReads).toBeLessThanOrEqual(resultLimits.items);
});

test('a list nested 100,000 deep does not overflow the stack', () => {
  let deep: unknown = 'bottom';
  for (let level = 0; level < 100_000; level += 1) deep = [deep];
  expect(toShownResult(deep).leftOut).toEqual({items: 1, fields: 0, characters: 0});
});

test('a string is never cut inside a surrogate pair', () => {
  const {text} = toShownResult({a: 'abcd😀xyz'}, small);
  expect(text).toContain('"abcd…"');
});

test('the note names what was left out, with thousands separated', () => {
  expect(describeLeftOut({items: 199_900, fields: 0, characters: 0})).toBe(
    'Shortened: 199,900 list items not shown.',
  );
  expect(describeLeftOut({items: 1, fields: 2, characters: 19_999_000})).toBe(
    'Shortened: 1 list item, 2 fields and 19,999,000 characters not shown.',
  );
});

test('a long error message is cut, and says by how much', () => {
  expect(shortenText('x'.repeat(1500))).toBe(`${'x'.repeat(1000)}… (500 more characters)`);
  expect(shortenText('short')).toBe('short');
});
