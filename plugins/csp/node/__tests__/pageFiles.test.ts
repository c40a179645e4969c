import {expect, test} from 'vitest';
import {toPageFile} from '../pageFiles';

test('a route is written as Docusaurus writes it, by the trailingSlash setting', () => {
  expect(toPageFile('/docs/tutorials', '/', false)).toBe('docs/tutorials.html');
  expect(toPageFile('/docs/tutorials', '/', true)).toBe('docs/tutorials/index.html');
  expect(toPageFile('/docs/tutorials', '/', undefined)).toBe('docs/tutorials/index.html');
  expect(toPageFile('/', '/', false)).toBe('index.html');
  expect(toPageFile('/404.html', '/', false)).toBe('404.html');
});

test('the base URL is not part of the file', () => {
  expect(toPageFile('/graphql-js/api/function/parse', '/graphql-js/', false)).toBe('api/function/parse.html');
  expect(toPageFile('/graphql-js/', '/graphql-js/', false)).toBe('index.html');
});
