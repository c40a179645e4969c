import {describe, expect, test} from 'vitest';
import {toPagePath, toSiteUrl, toTwinPath} from '../twinPaths';

describe('toTwinPath', () => {
  test('adds .md to a page path', () => {
    expect(toTwinPath('/api/function/parse')).toBe('/api/function/parse.md');
    expect(toTwinPath('/docs/tutorials')).toBe('/docs/tutorials.md');
  });

  test('gives the home page index.md', () => {
    expect(toTwinPath('/')).toBe('/index.md');
    expect(toTwinPath('/graphql-js/')).toBe('/graphql-js/index.md');
  });
});

describe('toPagePath', () => {
  test('keeps a canonical path', () => {
    expect(toPagePath('/api/function/parse', '/')).toBe('/api/function/parse');
  });

  test('drops .html, /index.html and a trailing slash, as Docusaurus does', () => {
    expect(toPagePath('/api/function/parse.html', '/')).toBe('/api/function/parse');
    expect(toPagePath('/api/index.html', '/')).toBe('/api');
    expect(toPagePath('/api/', '/')).toBe('/api');
  });

  test('keeps the slash of the home page, under any base URL', () => {
    expect(toPagePath('/', '/')).toBe('/');
    expect(toPagePath('/index.html', '/')).toBe('/');
    expect(toPagePath('/graphql-js/', '/graphql-js/')).toBe('/graphql-js/');
    expect(toPagePath('/graphql-js/api/', '/graphql-js/')).toBe('/graphql-js/api');
  });
});

test('toSiteUrl joins the site URL, base URL and a site path', () => {
  expect(toSiteUrl({url: 'https://graphql-js.org', baseUrl: '/'}, '/api')).toBe('https://graphql-js.org/api');
  expect(toSiteUrl({url: 'https://example.org/', baseUrl: '/graphql-js/'}, '/api')).toBe(
    'https://example.org/graphql-js/api',
  );
  expect(toSiteUrl({url: 'https://graphql-js.org', baseUrl: '/'}, '/')).toBe('https://graphql-js.org/');
});
