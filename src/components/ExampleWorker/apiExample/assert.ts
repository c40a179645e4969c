/**
 * `node:assert` for examples that run in the page's worker, which has no Node built-ins: the calls the API
 * examples make (the doctests fail for any other), each throwing an `AssertionError` as Node's does.
 */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

function ok(value: unknown, message?: string | Error): asserts value {
  if (value) return;
  if (message instanceof Error) throw message;
  throw new AssertionError(message ?? 'The expression evaluated to a falsy value');
}

function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        isDeepStrictEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

function strictEqual(actual: unknown, expected: unknown, message?: string): void {
  ok(Object.is(actual, expected), message ?? 'Expected values to be strictly equal');
}

function notStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  ok(!Object.is(actual, expected), message ?? 'Expected values to be not strictly equal');
}

function deepStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  ok(isDeepStrictEqual(actual, expected), message ?? 'Expected values to be strictly deep-equal');
}

function throws(run: () => unknown, message?: string): void {
  try {
    run();
  } catch {
    return;
  }
  throw new AssertionError(message ?? 'Missing expected exception.');
}

function fail(message = 'Failed'): never {
  throw new AssertionError(message);
}

const assert = Object.assign((value: unknown, message?: string | Error) => ok(value, message), {
  ok,
  equal: strictEqual,
  notEqual: notStrictEqual,
  strictEqual,
  notStrictEqual,
  deepEqual: deepStrictEqual,
  deepStrictEqual,
  throws,
  fail,
  AssertionError,
});

/** The module's namespace: `import assert from 'node:assert'` and `import { ok } from 'node:assert/strict'`. */
export const assertModule: Record<string, unknown> = {...assert, default: assert, strict: assert};
