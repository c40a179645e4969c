import {expect, test} from 'vitest';
import {toStorageKey, toTexts} from '../storage';

const original = {schema: 'type Query { a: Int }', resolvers: '', query: '{ a }', variables: ''};

test('each example on a page gets its own key, and a rewritten example a new one', () => {
  const key = toStorageKey('/docs/tutorials/basic-types', original);
  expect(key).toMatch(/^graphql-playground:\/docs\/tutorials\/basic-types:[0-9a-z]+$/);
  expect(toStorageKey('/docs/tutorials/basic-types', original)).toBe(key);
  expect(toStorageKey('/docs/tutorials/basic-types', {...original, query: '{ b }'})).not.toBe(key);
  expect(toStorageKey('/docs/tutorials/object-types', original)).not.toBe(key);
});

test('stored edits replace the original; missing or broken ones leave it', () => {
  expect(toTexts(JSON.stringify({...original, query: '{ a a2: a }'}), original).query).toBe('{ a a2: a }');
  expect(toTexts(null, original)).toBe(original);
  expect(toTexts('{not json', original)).toBe(original);
});
