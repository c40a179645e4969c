import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {suggestApiPages, suggestDocPages} from '../suggestPages';

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

test('pages of another version are not suggested for names near the one asked for', () => {
  const withV16 = [...routes, '/api/v16/function/parse', '/api/v16/function/formatError'];
  expect(suggestApiPages('/api/v16/function/Parse', withV16, '/api/').map((s) => s.path)).toEqual([
    '/api/v16/function/parse',
  ]);
  expect(suggestApiPages('/api/function/formatErro', withV16, '/api/').map((s) => s.path)).not.toContain(
    '/api/v16/function/formatError',
  );
});

test('a symbol that exists only in another version is suggested there first, with its version', () => {
  const withV16 = [...routes, '/api/v16/function/formatError', '/api/v16/function/parse'];
  expect(routes).not.toContain('/api/function/formatError');
  expect(suggestApiPages('/api/function/formatError', withV16, '/api/')[0]).toEqual({
    path: '/api/v16/function/formatError',
    name: 'formatError',
    kind: 'function',
    version: 'v16',
  });
  // And back: graphql 17's page for a name graphql 16 lacks.
  expect(suggestApiPages('/api/v16/function/enableDevMode', withV16, '/api/')[0]).toMatchObject({
    path: '/api/function/enableDevMode',
    version: '',
  });
});

const docs = [
  '/docs/tutorials',
  '/docs/tutorials/basic-types',
  '/docs/tutorials/express-graphql',
  '/docs/guides/errors',
  '/docs/guides/dataloader',
  '/api/function/parse',
];
const docNames = (unknownPath: string) => suggestDocPages(unknownPath, docs, '/docs/').map((s) => s.path);

test('an unknown docs path suggests the same slug in another folder first, then near slugs', () => {
  expect(docNames('/docs/guides/basic-types')).toEqual(['/docs/tutorials/basic-types']);
  expect(docNames('/docs/guides/eror')).toEqual(['/docs/guides/errors']);
  expect(docNames('/docs/tutorials/basic-type')[0]).toBe('/docs/tutorials/basic-types');
});

test('a slug that another contains is suggested; nothing resembles nothing; only docs pages', () => {
  expect(docNames('/docs/n1-dataloader')).toEqual(['/docs/guides/dataloader']);
  expect(docNames('/docs/tutorials/express')).toEqual(['/docs/tutorials/express-graphql']);
  expect(docNames('/docs/zzzzzzzzzzzz')).toEqual([]);
  expect(docNames('/docs/parse')).toEqual([]);
  expect(suggestDocPages('/api/function/prase', docs, '/docs/')).toEqual([]);
});
