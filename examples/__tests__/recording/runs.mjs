import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import diagnostics from 'node:diagnostics_channel';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/**
 * What the sample tests ran, written down as it happens, so that a last check can prove that every
 * file and command a page shows was executed (see examples/__tests__/executed.check.ts).
 *
 * A record is one JSON line: `{ test, kind, value }`. `test` is the test file (relative to the
 * repository) that caused it; `kind` says what ran:
 * - `test-file`: the test file itself started;
 * - `module`: a sample module was evaluated (value: its absolute path);
 * - `operation`: GraphQL executed an operation, or validation rejected it (value: its source text);
 * - `variables`: the variables an operation ran with (value: their JSON);
 * - `schema`: a schema an operation ran against (value: its SDL, printed by graphql);
 * - `json`: a test compared a value with a shown JSON file (value: its absolute path);
 * - `output`: a test compared what a script printed with a shown file, as text (value: its absolute path);
 * - `command`: a shell command shown on a page was run (value: its text).
 *
 * Test workers and the child processes they start (scripts, servers, shell commands) all append to
 * files of their own in one directory per `vitest` run, named by these environment variables.
 */

export const RUNS_DIR_ENV = 'SAMPLE_RUNS_DIR';
export const RUNS_TEST_ENV = 'SAMPLE_RUNS_TEST';
/**
 * The package a child process loads for `graphql` when it is not the pinned one (`graphql-16`, `graphql-15`,
 * `graphql-14`), so a sample written for an older major runs against it unchanged (see moduleHooks.mjs).
 */
export const GRAPHQL_PACKAGE_ENV = 'SAMPLE_GRAPHQL_PACKAGE';

export const examplesDir = path.resolve(fileURLToPath(import.meta.url), '../../..');
export const testsDir = path.join(examplesDir, '__tests__');

/** Whether a file is a sample (under examples/, outside the tests). */
export function isSampleFile(file) {
  const relative = path.relative(examplesDir, file);
  return (
    !relative.startsWith('..') &&
    !relative.startsWith('__tests__') &&
    !path.isAbsolute(relative)
  );
}

/** Appends one record to this thread's file in `dir` (module hooks run in a thread of their own). */
export function writeRun(dir, run) {
  appendFileSync(
    path.join(dir, `${process.pid}-${threadId}.jsonl`),
    `${JSON.stringify(run)}\n`,
  );
}

/** Every record written into `dir` so far, by any process. */
export function readRuns(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n'))
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

/**
 * Records every operation graphql runs in this process, through the tracing channels graphql 17
 * publishes (`graphql:execute`, `graphql:subscribe`, `graphql:validate`). An operation counts once it
 * reaches execution, or once validation rejects it: that is where a server's work on it ends.
 *
 * The schemas operations ran against are recorded only when the returned function is called, once
 * the samples are done: printing a schema calls its scalars' `valueToLiteral` for default values, and
 * the recording must not show up in what a sample observes. A schema is recorded as printSchema prints
 * it, followed by the SDL definitions it was built from, if any, which keep what printSchema leaves
 * out (directives applied to fields, for one). A schema that cannot be printed (one with an invalid
 * default value) is recorded with its SDL definitions only. `graphql` is the caller's copy (its
 * `printSchema` and `print`), so a schema is printed by the instance that built it.
 */
export function recordGraphQLRuns(record, graphql) {
  const seenSchemas = new WeakSet();
  let unprinted = [];
  const recordOperation = ({ schema, document, rawVariableValues }) => {
    const source = document?.loc?.source.body;
    if (source === undefined) return;
    record('operation', source);
    // Variables passed in code may hold BigInts, which JSON (and so no shown file) cannot.
    const bigintAsText = (_key, value) =>
      typeof value === 'bigint' ? String(value) : value;
    if (rawVariableValues != null)
      record('variables', JSON.stringify(rawVariableValues, bigintAsText));
    if (schema && !seenSchemas.has(schema)) {
      seenSchemas.add(schema);
      unprinted.push(schema);
    }
  };
  diagnostics.subscribe('tracing:graphql:execute:start', recordOperation);
  diagnostics.subscribe('tracing:graphql:subscribe:start', recordOperation);
  diagnostics.subscribe('tracing:graphql:validate:end', (context) => {
    if (context.result?.length > 0) recordOperation(context);
  });
  return function recordSchemas() {
    const schemas = unprinted;
    unprinted = [];
    for (const schema of schemas) {
      const printed = [];
      try {
        printed.push(graphql.printSchema(schema));
      } catch {
        // Nothing to add: the SDL definitions below are all there is to record.
      }
      printed.push(...sdlDefinitions(schema).map((node) => graphql.print(node)));
      if (printed.length > 0) record('schema', printed.join('\n\n'));
    }
  };
}

/** The SDL nodes a schema was built from (buildSchema, extendSchema), none for a code-first one. */
function sdlDefinitions(schema) {
  const types = Object.values(schema.getTypeMap());
  return [
    schema.astNode,
    ...schema.extensionASTNodes,
    ...schema.getDirectives().map((directive) => directive.astNode),
    ...types.flatMap((type) => [type.astNode, ...type.extensionASTNodes]),
  ].filter(Boolean);
}
