import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, expect, test} from 'vitest';

const repositoryRoot = path.resolve(__dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({cwd: repositoryRoot});
});

/** What the site's lint config (eslint.config.mjs) says of `import '<specifier>'` in a file at `file`. */
async function importErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: path.join(repositoryRoot, file),
  });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** The errors each boundary reports, by the rule's message; `allowed` where the import is fine. */
const internals = /^no-restricted-imports: .*Docusaurus's internals are imported only where/;
const otherPlugin = /^no-restricted-imports: .*Import another plugin through its index\.ts/;
const exampleWorker = /^no-restricted-imports: .*GraphQLPlayground and ApiExampleRunner share/;
const allowed = undefined;

test.each([
  // Docusaurus's internals, outside and inside the places the README's table of reaches names.
  ['src/theme/Probe/index.tsx', '@generated/routes', internals],
  ['src/theme/Probe/index.tsx', '@docusaurus/theme-common/internal', internals],
  ['src/theme/Probe/index.tsx', '@theme-init/DocItem/Content', internals],
  ['src/clientModules/probe.ts', '@generated/docusaurus.config', internals],
  ['plugins/search/theme/probe.ts', '@docusaurus/core/lib/client/docusaurus.js', internals],
  ['plugins/search/node/__tests__/probe.test.ts', '@docusaurus/core/lib/server/site', internals],
  ['plugins/markdown-twins/node/probe.ts', '@docusaurus/plugin-client-redirects', internals],
  ['plugins/client-bundle/theme/probe.ts', '@generated/routes', allowed],
  ['src/theme/Tabs/probe.tsx', '@docusaurus/theme-common/internal', allowed],
  ['plugins/redirects/index.ts', '@docusaurus/plugin-client-redirects', allowed],
  // Another plugin's node/, shared/ or theme/ files, tests included; its index.ts (or testing.ts) is its surface.
  ['plugins/search/node/probe.ts', '../../typedoc-api/node/loadApiModel', otherPlugin],
  [
    'plugins/search/node/__tests__/probe.test.ts',
    '../../../typedoc-api/node/__tests__/makeApiPage',
    otherPlugin,
  ],
  ['plugins/markdown-twins/theme/probe.ts', '../../typedoc-api/shared/permalinks', otherPlugin],
  ['plugins/client-bundle/theme/probe.ts', '../../typedoc-api/theme/ApiLayout', otherPlugin],
  ['plugins/redirects/index.ts', '../typedoc-api/node/overview', otherPlugin],
  ['plugins/search/node/probe.ts', '../../typedoc-api', allowed],
  ['plugins/search/node/__tests__/probe.test.ts', '../../../typedoc-api/testing', allowed],
  ['plugins/search/node/probe.ts', '../shared/types', allowed],
  // The components that run examples: the worker imports neither component, nor the playground the runner.
  ['src/components/ExampleWorker/probe.ts', '../GraphQLPlayground/RunButtons', exampleWorker],
  ['src/components/ExampleWorker/apiExample/probe.ts', '../../ApiExampleRunner/status', exampleWorker],
  ['src/components/GraphQLPlayground/probe.ts', '../ApiExampleRunner', exampleWorker],
  [
    'src/components/GraphQLPlayground/probe.ts',
    '@site/src/components/ApiExampleRunner/Runner',
    exampleWorker,
  ],
  ['src/components/GraphQLPlayground/probe.ts', '../ExampleWorker/exampleWorker', allowed],
  ['src/components/ApiExampleRunner/probe.ts', '../ExampleWorker/useExampleWorker', allowed],
])('lint: %s importing %s', async (file, specifier, error) => {
  expect(await importErrors(file, specifier)).toEqual(error ? [expect.stringMatching(error)] : []);
});
