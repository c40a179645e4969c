/**
 * Values read from a shown JSON file (by the harness's readShownJson), so that comparing one in an
 * assertion can be recorded as checking that file. Kept on globalThis for the same reason as
 * workerRuns.ts.
 */

const filesKey = Symbol.for('graphql-js-docs.shownJsonFiles');
const globals = globalThis as typeof globalThis & {[filesKey]?: WeakMap<object, string>};
const files = (globals[filesKey] ??= new WeakMap());

export function markShownJson<T>(value: T, file: string): T {
  if (typeof value === 'object' && value !== null) files.set(value, file);
  return value;
}

export function shownJsonFile(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? files.get(value) : undefined;
}
