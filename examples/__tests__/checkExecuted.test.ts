import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildSchema, printSchema, version} from 'graphql';
import {expect, test} from 'vitest';
import {unexecutedBlocks, type SampleRun} from './checkExecuted';
import {docsDir, readMdxPage} from './pages';
import {examplesDir} from './recording/runs.mjs';

// A tiny page and the records a test of it could leave, to prove that the check names each file and
// command that was shown but not executed. The page is read from this text; the files it shows are
// real samples.

const fixturePage = `---
title: "Fixture"
---

import CodeBlock from '@theme/CodeBlock';
import hello from '@site/examples/index/hello.mjs?raw';
import helloOutput from '@site/examples/index/hello.output.json?raw';
import schema from '@site/examples/running-an-express-graphql-server/schema.graphql?raw';
import query from '@site/examples/running-an-express-graphql-server/query.graphql?raw';
import variables from '@site/examples/passing-arguments/variables.json?raw';

<CodeBlock language="js" title="hello.mjs">{hello}</CodeBlock>
<CodeBlock language="json" title="Output">{helloOutput}</CodeBlock>
<CodeBlock language="graphql" title="schema.graphql">{schema}</CodeBlock>
<CodeBlock language="graphql" title="query.graphql">{query}</CodeBlock>
<CodeBlock language="json" title="variables.json">{variables}</CodeBlock>

\`\`\`bash
npm install graphql@${version}
node hello.mjs
curl http://localhost:4000/graphql \\
  --data '{"query": "{ hello }"}'
\`\`\`

\`\`\`js
console.log('written in the page');
\`\`\`
`;

const page = readMdxPage('guides/fixture', path.join(docsDir, 'guides', 'fixture.mdx'), fixturePage);
const test_ = page.testFile;
const sample = (relative: string) => path.join(examplesDir, relative);
const curl = `curl http://localhost:4000/graphql \\\n  --data '{"query": "{ hello }"}'`;

/** Everything the page shows, executed. */
const allRuns: SampleRun[] = [
  {test: test_, kind: 'test-file', value: ''},
  {test: test_, kind: 'module', value: sample('index/hello.mjs')},
  {test: test_, kind: 'json', value: sample('index/hello.output.json')},
  {test: test_, kind: 'output', value: sample('index/hello.output.json')},
  {test: test_, kind: 'schema', value: 'type Query {\n  hello: String\n}'},
  {test: test_, kind: 'operation', value: '{ hello }'},
  {test: test_, kind: 'variables', value: '{"sides":6,"dice":3}'},
  {test: test_, kind: 'command', value: 'node hello.mjs'},
  {test: test_, kind: 'command', value: curl},
];
const without = (kind: SampleRun['kind']) => allRuns.filter((run) => run.kind !== kind);
const inlineCode = `docs/guides/fixture.mdx:25 has inline js code: move it into a file under examples/ that ${test_} executes`;

test('the fixture page is read as the check sees pages', () => {
  expect(page.testFile).toBe('examples/__tests__/guides/fixture.test.ts');
  expect(page.shownFiles).toHaveLength(5);
  expect(page.inlineBlocks.map((block) => [block.line, block.language])).toEqual([
    [18, 'bash'],
    [25, 'js'],
  ]);
});

test('with everything executed, only the inline script is reported', () => {
  expect(unexecutedBlocks(page, allRuns)).toEqual([inlineCode]);
});

test('a JSON file shown as Output counts as compared when the test compared it with what the script printed', () => {
  const printedOnly = allRuns.filter((run) => run.kind !== 'json');
  expect(unexecutedBlocks(page, printedOnly)).toEqual([inlineCode]);
  const neither = printedOnly.filter((run) => run.kind !== 'output');
  expect(unexecutedBlocks(page, neither)).toContainEqual(
    `docs/guides/fixture.mdx shows examples/index/hello.output.json, but ${test_} never compared it with a result (readShownJson) or sent it as variables`,
  );
});

test.each([
  ['module', 'docs/guides/fixture.mdx shows examples/index/hello.mjs, but'],
  ['schema', 'docs/guides/fixture.mdx shows examples/running-an-express-graphql-server/schema.graphql, but'],
  [
    'operation',
    'docs/guides/fixture.mdx shows examples/running-an-express-graphql-server/query.graphql, but',
  ],
  ['variables', 'docs/guides/fixture.mdx shows examples/passing-arguments/variables.json, but'],
] as const)('without a %s record, the check names the page and the file', (kind, start) => {
  const problems = unexecutedBlocks(page, without(kind));
  expect(problems.filter((problem) => problem !== inlineCode)).toEqual([expect.stringContaining(start)]);
});

test('an Output block compared only as a parsed value is named, with its line and title', () => {
  expect(page.outputs).toEqual([{line: 13, title: 'Output', file: sample('index/hello.output.json')}]);
  expect(unexecutedBlocks(page, without('output'))).toEqual([
    `docs/guides/fixture.mdx:13 shows examples/index/hello.output.json as "Output", but ${test_} never compared it with what the script prints (expectShownOutput): a parsed value hides the text readers see`,
    inlineCode,
  ]);
});

test('without command records, the check names each command and its line, but not the install', () => {
  expect(unexecutedBlocks(page, without('command'))).toEqual([
    inlineCode,
    `docs/guides/fixture.mdx:20 shows \`node hello.mjs\`, but ${test_} never ran it`,
    `docs/guides/fixture.mdx:21 shows \`${curl}\`, but ${test_} never ran it`,
  ]);
});

test("another test file's records do not count for this page", () => {
  const elsewhere = allRuns.map((run) => ({...run, test: 'examples/__tests__/index.test.ts'}));
  expect(unexecutedBlocks(page, elsewhere)).toHaveLength(9);
});

test('a schema counts only when it has every definition the shown file has', () => {
  const otherSchema = [
    ...without('schema'),
    {test: test_, kind: 'schema' as const, value: 'type Query { hi: String }'},
  ];
  expect(unexecutedBlocks(page, otherSchema)).toContain(
    `docs/guides/fixture.mdx shows examples/running-an-express-graphql-server/schema.graphql, but ${test_} never ran an operation against a schema with Query`,
  );
  expect(readFileSync(sample('running-an-express-graphql-server/schema.graphql'), 'utf8')).toContain('hello');
});

test('a description counts whether the file quotes it with " or """, as printSchema does', () => {
  const file = sample('guides/cursor-pagination/schema.graphql');
  const sdl = readFileSync(file, 'utf8');
  expect(sdl).toContain('"Blog posts, newest first."');
  const withDescription = readMdxPage(
    'guides/fixture',
    path.join(docsDir, 'guides', 'fixture.mdx'),
    `import schema from '@site/examples/guides/cursor-pagination/schema.graphql?raw';\n`,
  );
  const printed = printSchema(buildSchema(sdl));
  expect(printed).toContain('"""Blog posts, newest first."""');
  expect(unexecutedBlocks(withDescription, [{test: test_, kind: 'schema', value: printed}])).toEqual([]);
  const reworded = printed.replace('newest first', 'oldest first');
  expect(unexecutedBlocks(withDescription, [{test: test_, kind: 'schema', value: reworded}])).toEqual([
    `docs/guides/fixture.mdx shows examples/guides/cursor-pagination/schema.graphql, but ${test_} never ran an operation against a schema with Query`,
  ]);
});

test('an operation file counts when one executed document holds all of its definitions', () => {
  const operationsPage = readMdxPage(
    'guides/fixture',
    path.join(docsDir, 'guides', 'fixture.mdx'),
    [
      "import summary from '@site/examples/guides/testing/operations/book-summary.graphql?raw';",
      "import details from '@site/examples/guides/testing/operations/book-details.graphql?raw';",
    ].join('\n'),
  );
  const read = (file: string) => readFileSync(sample(`guides/testing/operations/${file}`), 'utf8');
  const [summary, details] = [read('book-summary.graphql'), read('book-details.graphql')];
  const ran = (...documents: string[]) =>
    unexecutedBlocks(
      operationsPage,
      documents.map((value) => ({test: test_, kind: 'operation' as const, value})),
    );
  const neverExecuted = (file: string) =>
    `docs/guides/fixture.mdx shows examples/guides/testing/operations/${file}, but ${test_} never executed it`;

  // As a client sends them: the operation with the fragment file it uses.
  expect(ran(`${summary}\n${details}`)).toEqual([]);
  // The operation alone (rejected by validation) counts for its own file, not for the fragment's.
  expect(ran(details)).toEqual([neverExecuted('book-summary.graphql')]);
  // A fragment of the same name with other fields is not the shown fragment.
  expect(ran(`${summary.replace('author', 'shelfMark')}\n${details}`)).toEqual([
    neverExecuted('book-summary.graphql'),
  ]);
});

test('a recorded operation with fragment arguments, which graphql ran on request, is read, not rejected', () => {
  const withArguments =
    '{ user { ...Avatar(size: 32) } } fragment Avatar($size: Int = 64) on User { avatar(size: $size) }';
  expect(
    unexecutedBlocks(page, [...allRuns, {test: test_, kind: 'operation', value: withArguments}]),
  ).toEqual([inlineCode]);
});
