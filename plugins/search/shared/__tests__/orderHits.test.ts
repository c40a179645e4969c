import {describe, expect, test} from 'vitest';
import {orderHits} from '../orderHits';
import type {SearchHit} from '../types';

let docs = 0;
const hit = (title: string, overrides: Partial<SearchHit> = {}): SearchHit => ({
  doc: docs++,
  href: `/api/function/${title}`,
  kind: 'function',
  title,
  text: '',
  terms: [],
  score: 1,
  version: '17',
  ...overrides,
});
const v16 = (title: string, overrides: Partial<SearchHit> = {}) =>
  hit(title, {href: `/api/v16/function/${title}`, version: '16', versionLabel: 'v16', ...overrides});
const order = (hits: SearchHit[], query: string) => orderHits(hits, query, ['17', '16']).map((h) => h.href);

describe('orderHits', () => {
  test('symbols named by the whole query first: the newest major, the exact case, then exports', () => {
    const hits = [
      hit('parseValue'),
      v16('parse'),
      hit('Parse', {href: '/api/internal/Parse', notExported: true}),
      hit('parse'),
      hit('Parse', {href: '/api/class/Parse'}),
    ];
    expect(order(hits, 'Parse')).toEqual([
      '/api/class/Parse',
      '/api/internal/Parse',
      '/api/function/parse',
      '/api/v16/function/parse',
      '/api/function/parseValue',
    ]);
  });

  test('a member (titled by its owner) and a tutorial section are never exact-name hits', () => {
    const member = hit('Source', {href: '/api/class/Source#body', kind: 'member', heading: 'body'});
    const section = hit('Source', {href: '/docs/tutorials/source', kind: 'tutorial'});
    expect(order([member, section, hit('Source')], 'source')).toEqual([
      '/api/function/Source',
      '/api/class/Source#body',
      '/docs/tutorials/source',
    ]);
  });

  test('an older major’s hit comes right after the newer hit of its name, wherever it scored', () => {
    const hits = [v16('execute'), hit('validate'), v16('validate'), hit('subscribe'), hit('execute')];
    expect(order(hits, 'run')).toEqual([
      '/api/function/execute',
      '/api/v16/function/execute',
      '/api/function/validate',
      '/api/v16/function/validate',
      '/api/function/subscribe',
    ]);
  });

  test('a member of the same owner and name is the same name; another owner’s is not', () => {
    const member = (owner: string, version: 'v16' | '17') =>
      (version === 'v16' ? v16 : hit)(owner, {
        href: `${version === 'v16' ? '/api/v16' : '/api'}/class/${owner}#toConfig`,
        kind: 'member',
        heading: 'toConfig',
      });
    const hits = [
      member('GraphQLSchema', 'v16'),
      member('GraphQLEnumType', '17'),
      member('GraphQLSchema', '17'),
    ];
    expect(order(hits, 'toConfig')).toEqual([
      '/api/class/GraphQLSchema#toConfig',
      '/api/v16/class/GraphQLSchema#toConfig',
      '/api/class/GraphQLEnumType#toConfig',
    ]);
  });

  test('a camelCase query puts the members of that exact name before guide sections; another query does not', () => {
    const guide = hit('Upgrading', {href: '/docs/upgrade-guides/v16-to-v17#toconfig', kind: 'tutorial'});
    const member = (heading: string) =>
      hit('GraphQLSchema', {href: `/api/class/GraphQLSchema#${heading}`, kind: 'member', heading});
    expect(order([guide, member('toConfigured'), member('toConfig')], 'toConfig')).toEqual([
      '/api/class/GraphQLSchema#toConfig',
      '/docs/upgrade-guides/v16-to-v17#toconfig',
      '/api/class/GraphQLSchema#toConfigured',
    ]);
    expect(order([guide, member('schema')], 'schema')).toEqual([
      '/docs/upgrade-guides/v16-to-v17#toconfig',
      '/api/class/GraphQLSchema#schema',
    ]);
  });

  test('a member named with its owner comes first, in any case, with `.` or `#`, brackets of symbol keys or not', () => {
    const member = (owner: string, heading: string) =>
      hit(owner, {href: `/api/class/${owner}#${heading}`, kind: 'member', heading});
    const hits = [
      hit('GraphQLError', {href: '/api/class/GraphQLError', kind: 'class'}),
      member('GraphQLFormattedError', 'extensions'),
      member('GraphQLError', 'extensions'),
      member('GraphQLError', '[toStringTag]'),
    ];
    for (const query of ['GraphQLError.extensions', 'graphqlerror#Extensions', 'GraphQLError . extensions'])
      expect(order(hits, query)[0], query).toBe('/api/class/GraphQLError#extensions');
    expect(order(hits, 'GraphQLError.toStringTag')[0]).toBe('/api/class/GraphQLError#[toStringTag]');
    expect(order(hits, 'GraphQLError extensions')[0]).toBe('/api/class/GraphQLError');
  });
});
