import {expect, test} from 'vitest';
import {withoutBaseUrl} from '../permalinks';

test('withoutBaseUrl removes the base URL of a docs permalink', () => {
  expect(withoutBaseUrl('/graphql-js/docs/tutorials', '/graphql-js/')).toBe('/docs/tutorials');
  expect(withoutBaseUrl('/docs/tutorials', '/')).toBe('/docs/tutorials');
});
