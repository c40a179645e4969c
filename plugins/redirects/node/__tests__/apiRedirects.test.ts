import {expect, test} from 'vitest';
import type {ApiModel, ApiPage} from '../../../typedoc-api';
import {makeApiModel, makeApiPage} from '../../../typedoc-api/testing';
import {toApiRedirects} from '../apiRedirects';

/** A major of the package at `base`: its pages' permalinks under it, as the API plugin builds them. */
function major(version: string, base: string, pages: ApiPage[]): ApiModel {
  return {
    ...makeApiModel(pages.map((page) => ({...page, permalink: `${base}/${page.kind}/${page.name}`}))),
    packageVersion: version,
    indexPermalink: base,
  };
}

const v17 = major('17.0.0', '/api', [
  makeApiPage({name: 'GraphQLField', kind: 'class'}),
  makeApiPage({name: 'parse', kind: 'function'}),
  makeApiPage({name: 'Maybe', kind: 'type', notExported: true}),
  makeApiPage({name: 'GraphQLFieldConfig', kind: 'type'}),
]);
const v16 = major('16.0.0', '/api/v16', [
  makeApiPage({name: 'GraphQLField', kind: 'interface'}),
  makeApiPage({name: 'parse', kind: 'function'}),
  makeApiPage({name: 'formatError', kind: 'function'}),
  makeApiPage({name: 'Maybe', kind: 'interface', notExported: true}),
]);
const redirects = toApiRedirects(v17, [v16]);
const from = (path: string) => redirects.find((redirect) => redirect.from === path);

test("a symbol whose kind changed: the older major's kind leads to the latest major's page", () => {
  expect(from('/api/interface/GraphQLField')).toMatchObject({
    to: '/api/class/GraphQLField',
    note: 'interface in 16.0.0, class in 17.0.0',
  });
  // Same kind in both, or only in one major: /api already has the page, or never had it.
  expect(from('/api/function/parse')).toBeUndefined();
  expect(from('/api/function/formatError')).toBeUndefined();
  // Pages of types the package does not export are not symbols of it.
  expect(from('/api/interface/Maybe')).toBeUndefined();
});

test("the 2022 site's symbol pages lead to the latest major's page of the name, else the older major's", () => {
  expect(from('/api/graphql-js/function/parse')?.to).toBe('/api/function/parse');
  expect(from('/api/graphql-js/class/GraphQLField')?.to).toBe('/api/class/GraphQLField');
  expect(from('/api/graphql-js/interface/GraphQLField')?.to).toBe('/api/class/GraphQLField');
  expect(from('/api/graphql-js/function/formatError')?.to).toBe('/api/v16/function/formatError');
  // Type aliases were fragments of /api/graphql-js there, not pages.
  expect(from('/api/graphql-js/type/GraphQLFieldConfig')).toBeUndefined();
});

test('each old address once, every one derived from the models', () => {
  const froms = redirects.map((redirect) => redirect.from);
  expect(new Set(froms).size).toBe(froms.length);
  expect(new Set(redirects.map((redirect) => redirect.origin))).toEqual(
    new Set(['derived from the API models']),
  );
});
