import {formatValue} from './formatValue';

/**
 * What a runnable example reports while it runs, wherever it runs (the doctests' worker threads, the page's
 * example worker). node/examples/toRunnableExample.ts turns an example's comments into calls of the runtime
 * below: `x; // => 1` reports `x`'s value and whether it is the value the comment writes, `f(); // throws`
 * reports whether the call threw, and each top-level statement says its line before it runs.
 */
export type ExampleReport =
  /** What the example printed with `console.log` (or `info`, `warn`, `error`, `debug`). */
  | {kind: 'log'; level: ConsoleLevel; text: string}
  /** An expression whose comment gives its value: `expected` is the comment's text after `=>`. */
  | {kind: 'value'; line: number; source: string; actual: string; expected: string; matches: boolean}
  /** A statement whose comment says it throws: `error` is what it threw, absent when it did not throw. */
  | {kind: 'throws'; line: number; source: string; error?: string};

/** How the example's module ended: it evaluated, or it threw (at the top-level statement of `line`). */
export type ExampleOutcome = {kind: 'done'} | {kind: 'threw'; error: string; line?: number};

const consoleLevels = ['log', 'info', 'warn', 'error', 'debug'] as const;
type ConsoleLevel = (typeof consoleLevels)[number];

/**
 * A runnable example's module: its imports, then its statements as the default export, which takes the runtime
 * and the console the example logs to. Nothing goes through the global object, so runs cannot see each other.
 */
export interface ExampleModule {
  default: (runtime: ExampleRuntime, console: ExampleConsole) => Promise<void>;
}

/** The console an example's `console.log` (and `info`, `warn`, `error`, `debug`) calls. */
export type ExampleConsole = Record<ConsoleLevel, (...values: unknown[]) => void>;

/** At most this many reports per run; past them, one says that more were left out. */
export const maxReports = 200;

/** What the example's module calls. */
export interface ExampleRuntime {
  /** A top-level statement is about to run. */
  at(line: number): void;
  value(line: number, source: string, actual: unknown, expected: () => unknown, expectedText: string): void;
  /** Runs `statement`; an async one (it awaits) is awaited, and so is the call. */
  throws(line: number, source: string, statement: () => unknown): void | Promise<void>;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether a value is the one an example's comment writes. The same value (`Object.is`) always is. Arrays are
 * compared item by item. A plain object literal in the comment matches a plain object (graphql's results
 * have no prototype) with the same keys and matching values, keys holding `undefined` aside; against an
 * instance of a class (a `Token`), it lists the properties to compare, not all of them. Other objects must
 * be the same object (`// => GraphQLString`).
 */
export function matchesExpected(actual: unknown, expected: unknown): boolean {
  if (Object.is(actual, expected)) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object' || !actual || !expected) return false;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => matchesExpected(actual[index], item))
    );
  }
  if (!isPlainObject(expected) || Array.isArray(actual)) return false;
  const definedKeys = (object: object) =>
    Object.keys(object).filter((key) => (object as Record<string, unknown>)[key] !== undefined);
  const keys = Object.keys(expected);
  if (isPlainObject(actual)) {
    const actualKeys = definedKeys(actual);
    if (actualKeys.length !== definedKeys(expected).length) return false;
    if (actualKeys.some((key) => !Object.hasOwn(expected, key))) return false;
  }
  return keys.every((key) =>
    matchesExpected((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]),
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as {then?: unknown}).then === 'function'
  );
}

const describeError = (error: unknown) => formatValue(error);

/**
 * Runs an example's module: `load` imports it; its default export is then called with the runtime and a
 * console that reports what it logs. Resolves once the example has run (its `await`s included) or thrown.
 */
export async function runExampleModule(
  load: () => Promise<unknown>,
  report: (report: ExampleReport) => void,
): Promise<ExampleOutcome> {
  let reports = 0;
  const send = (entry: ExampleReport) => {
    reports += 1;
    if (reports <= maxReports) report(entry);
    else if (reports === maxReports + 1)
      report({kind: 'log', level: 'info', text: `… more output than the ${maxReports} lines shown`});
  };
  let line: number | undefined;
  const runtime: ExampleRuntime = {
    at: (next) => {
      line = next;
    },
    value(at, source, actual, expected, expectedText) {
      let matches = false;
      try {
        matches = matchesExpected(actual, expected());
      } catch {
        // The comment's value cannot be computed here; it does not match.
      }
      send({kind: 'value', line: at, source, actual: formatValue(actual), expected: expectedText, matches});
    },
    throws(at, source, statement) {
      const threw = (error: unknown) => send({kind: 'throws', line: at, source, error: describeError(error)});
      const returned = () => send({kind: 'throws', line: at, source});
      try {
        const result = statement();
        if (isThenable(result)) return Promise.resolve(result).then(returned, threw);
        returned();
      } catch (error) {
        threw(error);
      }
    },
  };
  const exampleConsole = Object.fromEntries(
    consoleLevels.map((level) => [
      level,
      (...values: unknown[]) =>
        send({
          kind: 'log',
          level,
          text: values.map((value) => (typeof value === 'string' ? value : formatValue(value))).join(' '),
        }),
    ]),
  ) as ExampleConsole;
  try {
    const module = (await load()) as ExampleModule;
    await module.default(runtime, exampleConsole);
    return {kind: 'done'};
  } catch (error) {
    return {kind: 'threw', error: describeError(error), ...(line !== undefined && {line})};
  }
}
