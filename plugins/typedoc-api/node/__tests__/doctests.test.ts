import path from 'node:path';
import {parse} from 'acorn';
import {describe, expect, test} from 'vitest';
// The Run button's modules: what an example may import in the browser, per major (a site module, read here
// so that an example these tests pass also runs in the page).
import {exampleModules} from '../../../../src/components/ExampleWorker/apiExample/exampleModules';
import {timeLimitSeconds} from '../../../../src/components/ExampleWorker/exampleWorker';
import {exampleFailures} from '../examples/exampleFailures';
import {listExamples} from '../examples/listExamples';
import {packageResolver} from '../examples/packageResolver';
import {runExamples, type ExampleJob} from '../examples/runExamples';
import {loadKnownFailures, type KnownFailures} from '../examples/runnableExamples';
import {toRunnableExample} from '../examples/toRunnableExample';
import {loadApiModel} from '../loadApiModel';
import {toOutlines} from '../outline/toOutlines';
import {siteDir, siteOptions} from './siteOptions';

/**
 * Doctests: every `@example` of every API page, in each major the site documents, runs against that major
 * (README, "Doctests: every API example runs"). The examples come from the pages' outlines, as the build makes
 * them, each run as the module the page's Run button runs, in a pool of worker threads.
 */

const instances = await Promise.all(
  ['default', 'v16'].map(async (id) => {
    const options = siteOptions(id);
    const {model} = await loadApiModel(siteDir, options);
    const resolve = packageResolver(
      model.packageName,
      path.dirname(path.resolve(siteDir, options.entryPoint)),
    );
    const examples = toOutlines(model)
      .flatMap((outline) => listExamples(outline))
      .map(({id: exampleId, block}) => ({
        id: exampleId,
        block,
        runnable: toRunnableExample(block.code, block.language),
      }));
    return {id, options, model, resolve, examples};
  }),
);

const knownFailures: KnownFailures = {};
for (const file of new Set(instances.map(({options}) => options.examples?.knownFailures)))
  if (file) Object.assign(knownFailures, await loadKnownFailures(siteDir, file));

const jobs: ExampleJob[] = instances.flatMap(({examples, resolve}) =>
  examples.flatMap(({id, runnable}) =>
    runnable.kind === 'none' ? [] : [{id, module: runnable.module, resolve}],
  ),
);
const runs = await runExamples(jobs, {
  warm: instances.map(({resolve, model}) => resolve(model.packageName)!),
  timeLimitMs: timeLimitSeconds * 1000,
});

for (const {model, examples} of instances)
  describe(`the examples of ${model.packageName} ${model.packageVersion}`, () => {
    test('are many, each with its own id', () => {
      expect(examples.length).toBeGreaterThan(100);
      expect(new Set(examples.map(({id}) => id)).size).toBe(examples.length);
    });

    for (const {id, runnable} of examples) {
      const known = Object.hasOwn(knownFailures, id) ? knownFailures[id] : undefined;
      test(known ? `${id} fails as the known failures say` : id, () => {
        const failures = exampleFailures(runnable, runs.get(id), timeLimitSeconds);
        if (!known) return expect(failures, 'a new failure: fix the example, or list it').toEqual([]);
        expect(failures, 'it passes now: remove it from the known failures').not.toEqual([]);
        expect(failures.join('\n')).toContain(known.failure);
      });
    }
  });

test('every known failure names an example of the reference, with its reason and failure, in id order', () => {
  const ids = new Set(instances.flatMap(({examples}) => examples.map(({id}) => id)));
  const entries = Object.entries(knownFailures);
  expect(entries.filter(([id]) => !ids.has(id)).map(([id]) => id)).toEqual([]);
  expect(entries.filter(([, {reason, failure}]) => !reason?.trim() || !failure?.trim())).toEqual([]);
  const order = entries.map(([id]) => id);
  expect(order).toEqual([...order].sort());
});

test('the page can load what every runnable example imports, and the assert calls it makes', async () => {
  const missing: string[] = [];
  for (const {model, examples} of instances) {
    const modules = await exampleModules(model.packageVersion);
    expect(modules, `the Run button's modules of ${model.packageVersion}`).toBeDefined();
    for (const {id, runnable} of examples) {
      if (runnable.kind !== 'code' || Object.hasOwn(knownFailures, id)) continue;
      const program = parse(runnable.module, {ecmaVersion: 'latest', sourceType: 'module'});
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration') continue;
        const specifier = String(node.source.value);
        const module = modules![specifier];
        if (!module) missing.push(`${id}: ${specifier}`);
        for (const imported of node.specifiers)
          if (imported.type === 'ImportSpecifier' && module) {
            const name =
              imported.imported.type === 'Identifier'
                ? imported.imported.name
                : String(imported.imported.value);
            if (!(name in module)) missing.push(`${id}: ${name} from ${specifier}`);
          }
      }
      for (const [, method] of runnable.module.matchAll(/\bassert\.(\w+)/g))
        if (!(method in modules!['node:assert'])) missing.push(`${id}: assert.${method}`);
    }
  }
  expect(missing).toEqual([]);
});

test('each known failure’s reason holds: its document parses with the options the reason names, or fails as it says', async () => {
  const checked: string[] = [];
  for (const {model, resolve, examples} of instances) {
    const {parse: parseGraphQL} = (await import(resolve(model.packageName)!)) as typeof import('graphql');
    for (const {id, block} of examples) {
      const known = Object.hasOwn(knownFailures, id) ? knownFailures[id] : undefined;
      if (!known) continue;
      // Each option the reason names (`allowLegacyFragmentVariables: true`) is one the check passes.
      const named = [...known.reason.matchAll(/\b(\w+): true\b/g)].map(([, option]) => option);
      expect(Object.keys(known.parseOptions ?? {}).sort(), id).toEqual([...new Set(named)].sort());
      if (!known.parseOptions) continue;
      let error: unknown;
      try {
        parseGraphQL(block.code, known.parseOptions);
      } catch (thrown) {
        error = thrown;
      }
      if (known.failureWithOptions) {
        expect(known.reason, id).toMatch(/does not parse/);
        expect(String(error), id).toContain(known.failureWithOptions);
      } else {
        expect(known.reason, id).toMatch(/parses only with/);
        expect(error, id).toBeUndefined();
      }
      checked.push(id);
    }
  }
  expect(checked.sort()).toEqual(
    Object.keys(knownFailures)
      .filter((id) => knownFailures[id].parseOptions)
      .sort(),
  );
  expect(checked.length).toBeGreaterThan(0);
});
