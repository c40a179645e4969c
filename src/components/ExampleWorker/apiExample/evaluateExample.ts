import {runExampleModule} from '../../../../plugins/typedoc-api/shared/exampleRuntime';
import {loadModule, ModuleError} from '../loadModule';
import {exampleModules} from './exampleModules';
import type {ApiExampleReply, ApiExampleSource} from './protocol';

// Each run is an evaluation of its own: loadModule reuses the modules of an earlier one with the same text.
let evaluations = 0;

/**
 * Runs an API example in the example worker (ExampleWorker/worker.ts), as the doctests run it: its module
 * is loaded like a playground's sample (loadModule), with the page's version of graphql in place of its
 * imports, and each report goes to the page as it happens. Every request ends with `evaluated`.
 */
export async function evaluateExample(
  example: ApiExampleSource,
  reply: (answer: ApiExampleReply) => void,
): Promise<void> {
  let outcome;
  try {
    const modules = await exampleModules(example.version);
    outcome = modules
      ? await runExampleModule(
          () =>
            loadModule({
              entryName: 'example.mjs',
              entrySource: example.module,
              files: {},
              instance: (evaluations += 1),
              standIns: modules,
            }).then(
              ({exports}) => exports,
              (error: unknown) => {
                // What the module threw, not loadModule's account of it, so its class shows (GraphQLError).
                throw error instanceof ModuleError && error.cause !== undefined ? error.cause : error;
              },
            ),
          (report) => reply({kind: 'report', report}),
        )
      : {kind: 'threw' as const, error: `graphql ${example.version} does not run in this page.`};
  } catch (error) {
    outcome = {kind: 'threw' as const, error: `graphql ${example.version} could not load: ${String(error)}`};
  }
  reply({kind: 'evaluated', outcome});
}
