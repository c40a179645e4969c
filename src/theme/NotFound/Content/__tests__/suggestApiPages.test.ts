import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {suggestApiPages} from '../suggestApiPages';

// The real API routes of the installed graphql, as the typedoc-api plugin's inventory test records them.
const routes = readFileSync(
  path.resolve(
    __dirname,
    '../../../../../plugins/typedoc-api/node/__tests__/__snapshots__/graphql-routes.txt',
  ),
  'utf8',
)
  .split('\n')
  .filter((line) => line.startsWith('/api/'));

const names = (unknownPath: string) => suggestApiPages(unknownPath, routes, '/api/').map((s) => s.path);

test('the inventory has the pages the examples name', () => {
  expect(routes).toContain('/api/function/parse');
  expect(routes).toContain('/api/class/GraphQLSchema');
});

test('a name in the wrong case or under the wrong kind suggests the page first', () => {
  expect(names('/api/function/Parse')[0]).toBe('/api/function/parse');
  expect(names('/api/class/parse')[0]).toBe('/api/function/parse');
  expect(names('/api/function/graphqlschema')[0]).toBe('/api/class/GraphQLSchema');
});

test('a misspelt name suggests the names a few edits away, nearest first', () => {
  expect(names('/api/function/prase')).toContain('/api/function/parse');
  expect(names('/api/function/buildSchma')[0]).toBe('/api/function/buildSchema');
});

test('at most three suggestions, none for a name nothing resembles, none outside the API', () => {
  expect(names('/api/function/pars').length).toBeLessThanOrEqual(3);
  expect(names('/api/function/zzzzzzzzzzzzzz')).toEqual([]);
  expect(names('/docs/tutorials/parse')).toEqual([]);
  expect(names('/api/parse')).toEqual([]);
});

test('pages of another version are not suggested', () => {
  const withV16 = [...routes, '/api/v16/function/parse', '/api/v16/function/formatError'];
  expect(suggestApiPages('/api/v16/function/Parse', withV16, '/api/').map((s) => s.path)).toEqual([
    '/api/v16/function/parse',
  ]);
  expect(suggestApiPages('/api/function/formatErro', withV16, '/api/').map((s) => s.path)).not.toContain(
    '/api/v16/function/formatError',
  );
});
