import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {toRunnableExample} from '../../../../../plugins/typedoc-api/node/examples/toRunnableExample';
import {answer} from '../../answer';
import type {Answer} from '../../protocol';

const versionOf = (packageName: string) =>
  (
    JSON.parse(
      readFileSync(
        path.resolve(__dirname, '../../../../../node_modules', packageName, 'package.json'),
        'utf8',
      ),
    ) as {version: string}
  ).version;
const graphql17 = versionOf('graphql');
const graphql16 = versionOf('graphql-16');

/** Every reply of the worker to an `evaluate` request for the example's code, on graphql `version`. */
async function evaluate(code: string, version: string): Promise<Answer[]> {
  const example = toRunnableExample(code, 'ts');
  if (example.kind !== 'code') throw new Error(JSON.stringify(example));
  const answers: Answer[] = [];
  await answer({kind: 'evaluate', example: {module: example.module, version}}, (reply) =>
    answers.push(reply),
  );
  return answers;
}

// Sub-paths and the root in one example: they must be one instance of graphql, as in Node.
const versionAndInstance = [
  "import { version } from 'graphql';",
  "import { GraphQLSchema } from 'graphql/type';",
  "import { buildSchema } from 'graphql/utilities';",
  '',
  'version;',
  "buildSchema('type Query { a: Int }') instanceof GraphQLSchema; // => true",
].join('\n');

test.each([
  ['17', graphql17],
  ['16', graphql16],
])(
  'an example of a graphql %s page runs on that version, its entry points one instance',
  async (_major, version) => {
    expect(await evaluate(`${versionAndInstance}\nversion; // => '${version}'`, version)).toEqual([
      {kind: 'report', report: expect.objectContaining({line: 6, matches: true})},
      {
        kind: 'report',
        report: {
          kind: 'value',
          line: 7,
          source: 'version',
          actual: `'${version}'`,
          expected: `'${version}'`,
          matches: true,
        },
      },
      {kind: 'evaluated', outcome: {kind: 'done'}},
    ]);
  },
);

test('what the example logs is reported as it happens', async () => {
  expect(await evaluate("console.log('parsed', [1]);", graphql17)).toEqual([
    {kind: 'report', report: {kind: 'log', level: 'log', text: 'parsed [1]'}},
    {kind: 'evaluated', outcome: {kind: 'done'}},
  ]);
});

test('an error that escapes keeps its class and names its line', async () => {
  const code = ["import { parse } from 'graphql';", '', "parse('{');"].join('\n');
  expect(await evaluate(code, graphql17)).toEqual([
    {
      kind: 'evaluated',
      outcome: {kind: 'threw', error: 'GraphQLError: Syntax Error: Expected Name, found <EOF>.', line: 3},
    },
  ]);
});

test('node:assert works as in Node', async () => {
  const code = ["import assert from 'node:assert/strict';", 'assert(1 > 2);'].join('\n');
  expect(await evaluate(code, graphql17)).toEqual([
    {
      kind: 'evaluated',
      outcome: {kind: 'threw', error: 'AssertionError: The expression evaluated to a falsy value', line: 2},
    },
  ]);
});

test('an import the page cannot provide, and a version it does not build in, fail with a reason', async () => {
  expect(await evaluate("import DataLoader from 'dataloader';\nDataLoader;", graphql17)).toEqual([
    {
      kind: 'evaluated',
      outcome: {
        kind: 'threw',
        error: expect.stringContaining('imports "dataloader", which the playground cannot load'),
      },
    },
  ]);
  expect(await evaluate('1;', '15.10.1')).toEqual([
    {kind: 'evaluated', outcome: {kind: 'threw', error: 'graphql 15.10.1 does not run in this page.'}},
  ]);
});
