import {afterEach, expect, test, vi} from 'vitest';
import {packIndex} from '../../../shared/packIndex';
import {createSearchIndex} from '../../../shared/searchEngine';
import {toChunkFile, toShardFile} from '../../../shared/constants';
import {
  fetchSearchIndex,
  hasHits,
  searchIndex,
  SearchUnavailableError,
  withHits,
  withQuery,
} from '../searchClient';

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

test('the head is fetched once per URL; a query fetches the shards of its words and the chunks of its hits from its folder', async () => {
  const {head, shards, chunks} = packIndex(
    createSearchIndex([
      {path: '/function/parse', kind: 'function', title: 'parse', text: 'Parses.', versions: ['17']},
      {path: '/function/visit', kind: 'function', title: 'visit', text: 'Visits.', versions: ['17']},
    ]),
    [{label: '17', apiBase: '/api'}],
    'key',
  );
  const files: Record<string, unknown> = {
    '/base/index.json': head,
    ...Object.fromEntries(
      Object.entries(shards).map(([key, shard]) => [`/base/${toShardFile('key', key)}`, shard]),
    ),
    ...Object.fromEntries(chunks.map((chunk, number) => [`/base/${toChunkFile('key', number)}`, chunk])),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in files ? new Response(JSON.stringify(files[url])) : new Response('Not found', {status: 404}),
    ),
  );
  const [first, second] = await Promise.all([
    fetchSearchIndex('/base/index.json'),
    fetchSearchIndex('/base/index.json'),
  ]);
  expect(first).toBe(second);
  expect(fetch).toHaveBeenCalledTimes(1);
  const searched = await withQuery(first, 'pars');
  const hits = searchIndex(searched, 'pars', '17');
  // useSearch waits for the query to settle before it fetches what the hits lack.
  expect(hasHits(searched, hits)).toBe(false);
  const loaded = await withHits(searched, hits);
  expect(hasHits(loaded, hits)).toBe(true);
  expect(searchIndex(loaded, 'pars', '17')[0]).toMatchObject({href: '/api/function/parse', text: 'Parses.'});
  expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
    '/base/index.json',
    `/base/${toShardFile('key', 'p')}`,
    `/base/${toChunkFile('key', 0)}`,
  ]);
});

test('a term shard that cannot load is reported as unavailable', async () => {
  const {head} = packIndex(
    createSearchIndex([
      {path: '/function/parse', kind: 'function', title: 'parse', text: '', versions: ['17']},
    ]),
    [{label: '17', apiBase: '/api'}],
    'other',
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/other.json' ? new Response(JSON.stringify(head)) : new Response('Not found', {status: 404}),
    ),
  );
  const index = await fetchSearchIndex('/other.json');
  await expect(withQuery(index, 'parse')).rejects.toBeInstanceOf(SearchUnavailableError);
});
