import {expect, test} from 'vitest';
import {normalise, unexplainedDifferences} from './compilerDeclarations';

test('whitespace, separators before a closing bracket and `export declare` are layout; quotes are not', () => {
  expect(normalise("export declare function f(\n  a: string,\n  b?: 'x',\n): void;")).toBe(
    normalise("function f(a: string, b?: 'x'): void"),
  );
  expect(normalise('function f(b?: "x"): void')).not.toBe(normalise("function f(b?: 'x'): void"));
  expect(normalise('interface A {\n    readonly b: B;\n}')).toBe(normalise('interface A { readonly b: B }'));
  // Words stay apart: `keyof typeof X` is not `keyoftypeofX`.
  expect(normalise('type K = keyof  typeof X')).toBe('type K=keyof typeof X');
  expect(normalise('get [Symbol.toStringTag](): string')).not.toBe(normalise('get [toStringTag](): string'));
});

test('a listed difference explains the one found; one not found any more fails as gone', () => {
  const difference = {unit: 'type/A', aspect: 'declaration', site: 'type A=B', compiler: 'type A=C'} as const;
  const listed = [{...difference, reason: 'why'}];
  expect(unexplainedDifferences([difference], listed)).toEqual({unexplained: [], gone: []});
  expect(unexplainedDifferences([], listed)).toEqual({unexplained: [], gone: [difference]});
  expect(unexplainedDifferences([difference], [])).toEqual({unexplained: [difference], gone: []});
});
