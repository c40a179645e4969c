import path from 'node:path';
import {beforeAll, expect, test} from 'vitest';
import {loadApiModel} from '../../loadApiModel';
import {DEFAULT_OPTIONS} from '../../options';
import {toOutlines} from '../../outline/toOutlines';
import {compareOutlines, normaliseDeclaration, type SymbolComparison} from '../compareOutlines';

// Two tiny majors of one package, converted as the site converts graphql.
const fixtures = path.resolve(__dirname, '../../__fixtures__/compare');
async function outlinesOf(major: 'older' | 'newer') {
  const {model} = await loadApiModel(fixtures, {
    ...DEFAULT_OPTIONS,
    entryPoint: `${major}/index.d.ts`,
    sourceUrlTemplate: 'https://example.com/{path}',
  });
  return toOutlines(model);
}

let compared: Map<string, SymbolComparison>;
beforeAll(async () => {
  compared = compareOutlines(await outlinesOf('older'), await outlinesOf('newer'));
});

const status = (name: string) => compared.get(name)?.status;

test('a symbol only the newer major exports is added, one only the older exports is removed', () => {
  expect(status('executeIncrementally')).toBe('added');
  expect(status('formatValue')).toBe('removed');
  expect(compared.get('formatValue')!.newer).toBeUndefined();
});

test('a changed signature is a change, with both declarations; an unchanged one is not', () => {
  expect(status('keep')).toBe('same');
  expect(status('parse')).toBe('changed');
  const {older, newer} = compared.get('parse')!;
  expect(older).toContain('parse(source: string)');
  expect(newer).toContain('noLocation');
});

test('an added or changed member changes its owner, naming the member', () => {
  expect(status('Document')).toBe('changed');
  expect(compared.get('Document')!.members).toEqual([{name: 'loc', anchor: 'loc', status: 'added'}]);
  expect(status('Schema')).toBe('changed');
  // In the order the newer major declares them.
  expect(compared.get('Schema')!.members).toEqual([
    {
      name: 'getType',
      anchor: 'getType',
      status: 'changed',
      older: expect.any(String),
      newer: expect.any(String),
    },
    {name: 'format', anchor: 'format', status: 'added'},
  ]);
});

test('a changed member carries both of its declarations; an owner changed only in members keeps its own', () => {
  const getType = compared.get('Schema')!.members.find((member) => member.name === 'getType')!;
  expect(getType.older).toContain('getType(name: string): string | undefined');
  expect(getType.newer).toContain('getType(name: string): number | undefined');
  expect(compared.get('Schema')!.declarationChanged).toBe(false);
  expect(compared.get('parse')!.declarationChanged).toBe(true);
});

test('deprecations are read in either major', () => {
  expect(compared.get('formatValue')).toMatchObject({olderDeprecated: true, newerDeprecated: false});
  expect(compared.get('legacy')).toMatchObject({olderDeprecated: false, newerDeprecated: true});
});

test('layout and an optional’s spelt-out `| undefined` are not changes; a changed type is', () => {
  const same = (a: string, b: string) => normaliseDeclaration(a) === normaliseDeclaration(b);
  expect(same('f(a: string, b?: number | undefined): void;', 'f(\n  a: string,\n  b?: number\n): void')).toBe(
    true,
  );
  expect(same('f(a?: string): void', 'f(a?: number): void')).toBe(false);
  expect(same('f(a: string | undefined): void', 'f(a: string): void')).toBe(false);
});

test('type arguments and quotes do not hide layout: an optional generic’s `| undefined`, `\'a\'` and `"a"`', () => {
  const same = (a: string, b: string) => normaliseDeclaration(a) === normaliseDeclaration(b);
  expect(
    same(
      '{ resolve?: Resolver<TSource, TContext, Map<string, TArgs>> | undefined; name: string }',
      '{ resolve?: Resolver<TSource, TContext, Map<string, TArgs>>; name: string }',
    ),
  ).toBe(true);
  expect(same('{ resolve?: Resolver<A, B> | undefined }', '{ resolve?: Resolver<A, C> }')).toBe(false);
  expect(
    same(
      `const REASON: "No longer supported" = 'No longer supported'`,
      'const REASON: "No longer supported" = "No longer supported"',
    ),
  ).toBe(true);
  expect(same(`const REASON = 'Gone'`, `const REASON = 'Removed'`)).toBe(false);
});
