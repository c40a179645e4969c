import {afterEach, expect, test, vi} from 'vitest';
import {packIndex} from '../../../shared/packIndex';
import {createSearchIndex} from '../../../shared/searchEngine';
import {fetchSearchIndex, searchIndex, SearchUnavailableError} from '../searchClient';

afterEach(() => vi.unstubAllGlobals());

const respondWith = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, {status})),
  );

test('the dev server has no index: its HTML fallback is reported as unavailable, not thrown at', async () => {
  respondWith('<!doctype html><html></html>');
  await expect(fetchSearchIndex('/dev-fallback.json')).rejects.toBeInstanceOf(SearchUnavailableError);
  respondWith('Not found', 404);
  await expect(fetchSearchIndex('/missing.json')).rejects.toBeInstanceOf(SearchUnavailableError);
});

test('an index is fetched once per URL and answers queries', async () => {
  const json = JSON.stringify(
    packIndex(
      createSearchIndex([
        {path: '/function/parse', kind: 'function', title: 'parse', text: 'Parses.', versions: ['17']},
      ]),
      [{label: '17', apiBase: '/api'}],
    ),
  );
  respondWith(json);
  const [first, second] = await Promise.all([
    fetchSearchIndex('/index.json'),
    fetchSearchIndex('/index.json'),
  ]);
  expect(first).toBe(second);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(searchIndex(first, 'pars', '17')[0].href).toBe('/api/function/parse');
});
