import {expect, test} from 'vitest';
import {pairsInOrder} from '../wordOrder';

test('"from 16" is in "from graphql 16 to 17", not in "from graphql 15 to 16"; "to 16" the other way round', () => {
  expect(pairsInOrder('upgrade from 16', 'Upgrading from graphql 16 to 17')).toBe(2);
  expect(pairsInOrder('upgrade from 16', 'Upgrading from graphql 15 to 16')).toBe(1);
  expect(pairsInOrder('upgrade to 16', 'Upgrading from graphql 15 to 16')).toBe(1);
  expect(pairsInOrder('upgrade to 16', 'Upgrading from graphql 16 to 17')).toBe(0);
});

test('words in the other order, or too far apart, or a one-word query make no pair', () => {
  expect(pairsInOrder('limit cost', 'Cost limit on paginated fields')).toBe(0);
  expect(pairsInOrder('operation cost', 'Limits on what one operation may cost')).toBe(1);
  expect(pairsInOrder('operation cost', 'Operation depth, width and cost')).toBe(0);
  expect(pairsInOrder('abort', 'Abort Signals')).toBe(0);
});
