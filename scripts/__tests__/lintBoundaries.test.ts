import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, test} from 'vitest';

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

const internals = /^no-restricted-imports: .*Docusaurus's internals are imported only where/;
const otherPlugin = /^no-restricted-imports: .*Import another plugin through its index\.ts/;
const workerBoundary = /^no-restricted-imports: .*GraphQLPlayground and ApiExampleRunner share/;

describe("Docusaurus's internals outside the places the README's table of reaches names", () => {
  test.each([
    ['src/theme/Probe/index.tsx', '@generated/routes'],
    ['src/theme/Probe/index.tsx', '@docusaurus/theme-common/internal'],
    ['src/theme/Probe/index.tsx', '@theme-init/DocItem/Content'],
    ['src/clientModules/probe.ts', '@generated/docusaurus.config'],
    ['plugins/search/theme/probe.ts', '@docusaurus/core/lib/client/docusaurus.js'],
    ['plugins/search/node/__tests__/probe.test.ts', '@docusaurus/core/lib/server/site'],
    ['plugins/markdown-twins/node/probe.ts', '@docusaurus/plugin-client-redirects'],
  ])('%s importing %s is an error', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([expect.stringMatching(internals)]);
  });

  test.each([
    ['plugins/client-bundle/theme/probe.ts', '@generated/routes'],
    ['src/theme/Tabs/probe.tsx', '@docusaurus/theme-common/internal'],
    ['plugins/redirects/index.ts', '@docusaurus/plugin-client-redirects'],
  ])('%s, a place the table names, may import %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});

describe("another plugin's node/, shared/ or theme/ files", () => {
  test.each([
    ['plugins/search/node/probe.ts', '../../typedoc-api/node/loadApiModel'],
    ['plugins/search/node/__tests__/probe.test.ts', '../../../typedoc-api/node/__tests__/makeApiPage'],
    ['plugins/markdown-twins/theme/probe.ts', '../../typedoc-api/shared/permalinks'],
    ['plugins/client-bundle/theme/probe.ts', '../../typedoc-api/theme/ApiLayout'],
    ['plugins/redirects/index.ts', '../typedoc-api/node/overview'],
  ])('%s importing %s is an error', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([expect.stringMatching(otherPlugin)]);
  });

  test.each([
    ['plugins/search/node/probe.ts', '../../typedoc-api'],
    ['plugins/search/node/__tests__/probe.test.ts', '../../../typedoc-api/testing'],
    ['plugins/search/node/probe.ts', '../shared/types'],
  ])('%s may import %s (the plugin’s surface, or its own files)', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});

describe('the components that run examples', () => {
  test.each([
    ['src/components/ExampleWorker/probe.ts', '../GraphQLPlayground/RunButtons'],
    ['src/components/ExampleWorker/apiExample/probe.ts', '../../ApiExampleRunner/status'],
    ['src/components/GraphQLPlayground/probe.ts', '../ApiExampleRunner'],
    ['src/components/GraphQLPlayground/probe.ts', '@site/src/components/ApiExampleRunner/Runner'],
  ])('%s importing %s is an error', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([expect.stringMatching(workerBoundary)]);
  });

  test.each([
    ['src/components/GraphQLPlayground/probe.ts', '../ExampleWorker/exampleWorker'],
    ['src/components/ApiExampleRunner/probe.ts', '../ExampleWorker/useExampleWorker'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});
