import {expect, test} from 'vitest';
import {findRedirectProblems, findRedirectsToRepoint} from '../checkRedirects';
import type {Redirect} from '../redirects';

const pages = new Set(['/docs/tutorials', '/docs/guides/errors', '/api/v16']);
const entry = (from: string, to: string, extra: Partial<Redirect> = {}): Redirect => ({
  from,
  to,
  origin: 'map.json',
  ...extra,
});

test('entries that lead to pages of the site pass; one that stays where it was only needs its page', () => {
  expect(
    findRedirectProblems(
      [
        entry('/docs', '/docs/tutorials'),
        entry('/api-v16/language', '/api/v16'),
        entry('/docs/tutorials', '/docs/tutorials'),
      ],
      pages,
    ),
  ).toEqual([]);
});

test('a target that is no page fails, naming the entry', () => {
  expect(findRedirectProblems([entry('/docs/nullability', '/docs/guides/nullability')], pages)).toEqual([
    'map.json: "/docs/nullability" → "/docs/guides/nullability": the site has no page at "/docs/guides/nullability"',
  ]);
});

test('a target with a fragment or query fails: the redirect page would drop the old fragment', () => {
  expect(findRedirectProblems([entry('/api-v16/language', '/api/v16#parsing')], pages)).toEqual([
    'map.json: "/api-v16/language" → "/api/v16#parsing": the target must be a path without query or fragment',
  ]);
});

test('an old address listed twice, or one that is a page here and leads elsewhere, fails', () => {
  expect(
    findRedirectProblems(
      [entry('/docs', '/docs/tutorials'), entry('/docs', '/api/v16'), entry('/docs/tutorials', '/api/v16')],
      pages,
    ),
  ).toEqual([
    'map.json: "/docs" → "/api/v16": "/docs" is listed more than once',
    'map.json: "/docs/tutorials" → "/api/v16": "/docs/tutorials" is a page of this site, it cannot redirect',
  ]);
});

test('an old address that is a page with a trailing slash fails: its redirect page would answer the page', () => {
  expect(findRedirectProblems([entry('/docs/tutorials/', '/docs/tutorials')], pages)).toEqual([
    'map.json: "/docs/tutorials/" → "/docs/tutorials": its redirect page would answer "/docs/tutorials" too, a page of this site',
  ]);
});

test('an entry whose intended page exists is to be re-pointed', () => {
  const waiting = entry('/docs/nullability', '/docs/guides/errors', {intended: '/docs/guides/nullability'});
  const ready = entry('/docs/graphql-errors', '/docs/tutorials', {intended: '/docs/guides/errors'});
  expect(findRedirectsToRepoint([waiting, ready], pages)).toEqual([ready]);
});
