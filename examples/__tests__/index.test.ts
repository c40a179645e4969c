import {cp, mkdir, mkdtemp, readFile, rm, symlink} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {inspect} from 'node:util';
import {buildSchema, graphql, type GraphQLSchema} from 'graphql';
import {expect, test} from 'vitest';
import {
  commandsIn,
  examplesDir,
  expectShownOutput,
  runCommand,
  runScript,
  runScriptWithEdit,
} from './harness';

test('node --version prints the version to compare with the ones the page lists', async () => {
  const {stdout} = await runCommand('node --version');
  expect(stdout).toMatch(/^v\d+\.\d+\.\d+\n$/);
});

test('the getting-started script prints the result the page shows', async () => {
  await expectShownOutput(await runScript('index/hello.mjs'), 'index/hello.output.json');
});

test('asking for a field the schema lacks prints the validation error the page shows', async () => {
  const printed = await runScriptWithEdit('index/hello.mjs', "'{ hello }'", "'{ nope }'");
  await expectShownOutput(printed, 'index/nope.output.json');
});

test('in the project the page creates, hello.mjs runs as an ES module with package.json unchanged', async () => {
  const setup = commandsIn('index')
    .map((command) => command.text)
    .filter((text) => /^(mkdir|cd|npm init) /.test(text));
  expect(setup).toEqual(['mkdir graphql-tutorial', 'cd graphql-tutorial', 'npm init -y']);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'getting-started-'));
  try {
    await runCommand(setup, {cwd: tmp});
    const project = path.join(tmp, 'graphql-tutorial');
    // npm 11 writes "type": "commonjs"; the .mjs extension makes Node.js load the file as a module anyway.
    const manifest = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8'));
    expect(manifest.type ?? 'commonjs').toBe('commonjs');
    // Stands in for the page's `npm install graphql@<version>` without the network: the copy these tests run against.
    await mkdir(path.join(project, 'node_modules'));
    await symlink(
      path.join(examplesDir, '..', 'node_modules', 'graphql'),
      path.join(project, 'node_modules', 'graphql'),
    );
    await cp(path.join(examplesDir, 'index', 'hello.mjs'), path.join(project, 'hello.mjs'));
    const {stdout} = await runCommand('node hello.mjs', {cwd: project});
    await expectShownOutput(stdout, 'index/hello.output.json');
  } finally {
    await rm(tmp, {recursive: true, force: true});
  }
});

test('a throwing resolver gives both data, with null for its field, and errors', async () => {
  const printed = await runScriptWithEdit(
    'index/hello.mjs',
    "hello: () => 'Hello world!'",
    "hello: () => { throw new Error('down'); }",
  );
  expect(JSON.parse(printed)).toEqual({
    errors: [{message: 'down', locations: [{line: 1, column: 3}], path: ['hello']}],
    data: {hello: null},
  });
});

test('graphql resolves for a wrong request, and rejects only when it cannot run it', async () => {
  const schema = buildSchema('type Query { hello: String }');
  expect(await graphql({schema, source: '{ hello'})).toHaveProperty('errors');
  await expect(graphql({schema: {} as GraphQLSchema, source: '{ hello }'})).rejects.toThrow(
    'Expected {} to be a GraphQL schema.',
  );
});

test('console.log shows the objects inside the result as null-prototype objects', async () => {
  const schema = buildSchema('type Query { hello: String }');
  const result = await graphql({schema, source: '{ hello }', rootValue: {hello: () => 'Hello world!'}});
  expect(inspect(result)).toBe("{ data: [Object: null prototype] { hello: 'Hello world!' } }");
});

test('the Node.js versions the page lists are the ones graphql 17 declares', async () => {
  const manifest = JSON.parse(
    await readFile(path.join(examplesDir, '..', 'node_modules', 'graphql', 'package.json'), 'utf8'),
  );
  expect(manifest.engines.node).toBe('^22.0.0 || ^24.0.0 || >=26.0.0');
});
