import {expect, test} from 'vitest';
import type {RouteConfig} from 'react-router-config';
import {isMiscasedPath} from '../isMiscasedPath';

// The shape Docusaurus gives its routes: nested, each exact or a prefix, ending in a catch-all.
const routes: RouteConfig[] = [
  {
    path: '/api',
    routes: [
      {path: '/api/function/parse', exact: true},
      {path: '/api', exact: true},
    ],
  },
  {path: '/docs', routes: [{path: '/docs/tutorials/basic-types', exact: true}]},
  {path: '/', exact: true},
  {path: '*'},
];

test('a path written as its route is not miscased', () => {
  for (const path of ['/api/function/parse', '/api', '/docs/tutorials/basic-types', '/'])
    expect(isMiscasedPath(routes, path), path).toBe(false);
});

test('a path that matches a route only without regard to case is miscased', () => {
  for (const path of [
    '/API/function/parse',
    '/api/Function/parse',
    '/api/function/Parse',
    '/Docs/tutorials/basic-types',
  ])
    expect(isMiscasedPath(routes, path), path).toBe(true);
});

test('an unknown path is left to the catch-all route', () => {
  expect(isMiscasedPath(routes, '/no/such/page')).toBe(false);
});
