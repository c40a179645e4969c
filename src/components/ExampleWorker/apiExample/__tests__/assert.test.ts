import nodeAssert from 'node:assert/strict';
import {expect, test} from 'vitest';
import {AssertionError, assertModule} from '../assert';

const assert = assertModule.default as typeof nodeAssert;

test('each call throws where Node’s assert throws, with an AssertionError', () => {
  const calls: [string, (a: typeof nodeAssert) => unknown][] = [
    ['assert(false)', (a) => a(false)],
    ['assert(true)', (a) => a(true)],
    ['ok(0)', (a) => a.ok(0)],
    ['strictEqual(1, 1)', (a) => a.strictEqual(1, 1)],
    ["strictEqual(1, '1')", (a) => a.strictEqual(1, '1')],
    ['notStrictEqual(1, 2)', (a) => a.notStrictEqual(1, 2)],
    ['deepStrictEqual({a: [1]}, {a: [1]})', (a) => a.deepStrictEqual({a: [1]}, {a: [1]})],
    ['deepStrictEqual({a: 1}, {a: 2})', (a) => a.deepStrictEqual({a: 1}, {a: 2})],
    ['throws(() => {})', (a) => a.throws(() => {})],
    [
      'throws(() => { throw 1 })',
      (a) =>
        a.throws(() => {
          throw new Error('1');
        }),
    ],
  ];
  const throwsWith = (a: typeof nodeAssert, call: (a: typeof nodeAssert) => unknown) => {
    try {
      call(a);
      return false;
    } catch (error) {
      return (error as Error).name === 'AssertionError';
    }
  };
  expect(calls.map(([name, call]) => [name, throwsWith(assert, call)])).toEqual(
    calls.map(([name, call]) => [name, throwsWith(nodeAssert, call)]),
  );
  expect(() => assert(false, 'custom')).toThrow(new AssertionError('custom'));
});
