import assert from 'node:assert/strict';
import {cp, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  buildSchema,
  graphql,
  graphqlSync,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  lexicographicSortSchema,
  parse,
  printSchema,
  validate,
} from 'graphql';
import {afterAll, expect, test} from 'vitest';
import {schema} from '../../guides/testing/schema.mjs';
import {
  asJson,
  copySampleFolder,
  example,
  readSample,
  runNode,
  runPlayground,
  type NodeRun,
} from '../harness';

const dir = 'guides/testing';
const scratchDirs: string[] = [];

afterAll(async () => {
  await Promise.all(scratchDirs.map((scratch) => rm(scratch, {recursive: true, force: true})));
});

/** `node --test` as the page runs it, with the TAP reporter so the outcome of each test can be read. */
async function nodeTest(cwd: string): Promise<NodeRun & {passed: string[]; failed: string[]}> {
  const run = await runNode(['--test', '--test-reporter=tap'], {cwd});
  const names = (status: string) =>
    [...run.stdout.matchAll(new RegExp(`^${status} \\d+ - (.+)$`, 'gm'))].map((match) => match[1]);
  return {...run, passed: names('ok'), failed: names('not ok')};
}

/** A copy of the sample folder with edits applied, to see how the reader's tests and scripts react. */
async function brokenCopy(edits: {file: string; from: string; to: string}[]): Promise<string> {
  const copy = await copySampleFolder(dir, edits);
  scratchDirs.push(copy);
  return copy;
}

const sampleTests = [
  'books lists two books when the client does not say how many',
  'an unknown id gives null, not an error',
  'staff see the shelf mark in the book details',
  'anonymous visitors get FORBIDDEN on the shelf mark and the rest of the book',
  'a missing required variable is rejected before any resolver runs',
  'schema.graphql matches the schema the code builds',
];

test('`node --test` runs every sample test, and they pass', async () => {
  const run = await nodeTest(example(dir));
  expect(run.code).toBe(0);
  expect(run.failed).toEqual([]);
  expect([...run.passed].sort()).toEqual([...sampleTests].sort());
});

test('the tests fail when the shelf mark is no longer protected', async () => {
  const copy = await brokenCopy([
    {file: 'schema.mjs', from: "context?.viewer?.role !== 'staff'", to: 'false'},
  ]);
  const run = await nodeTest(copy);
  expect(run.code).toBe(1);
  expect(run.failed).toEqual(['anonymous visitors get FORBIDDEN on the shelf mark and the rest of the book']);
});

test('the tests fail when the default of `first` changes, and the snapshot test says it is dangerous', async () => {
  const copy = await brokenCopy([
    {file: 'schema.mjs', from: 'default: { value: 2 }', to: 'default: { value: 3 }'},
  ]);
  const run = await nodeTest(copy);
  expect(run.code).toBe(1);
  expect(run.failed.sort()).toEqual(
    [
      'books lists two books when the client does not say how many',
      'schema.graphql matches the schema the code builds',
    ].sort(),
  );
  expect(run.stdout).toContain(
    'The schema changed. Run `node update-schema-snapshot.mjs` and commit schema.graphql.',
  );
  expect(run.stdout).toContain('dangerous: Query.books(first:) has changed defaultValue from 2 to 3.');
});

test('renaming a field breaks the snapshot test and the client-operation tests, as a breaking change', async () => {
  const copy = await brokenCopy([
    {file: 'schema.mjs', from: 'author: { type:', to: 'writer: { type:'},
    {file: 'library.mjs', from: "author: 'Octavia E. Butler'", to: "writer: 'Octavia E. Butler'"},
  ]);
  const run = await nodeTest(copy);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('breaking: Field Book.author was removed.');
  expect(run.stdout).toContain('safe: Field Book.writer was added.');
  expect(run.failed).toContain('schema.graphql matches the schema the code builds');
  expect(run.failed).toContain('staff see the shelf mark in the book details');
});

test('update-schema-snapshot.mjs writes schema.graphql as it is committed', async () => {
  // Run where the page runs it, in the sample's folder: it rewrites the committed file.
  const snapshot = example(`${dir}/schema.graphql`);
  const committed = await readFile(snapshot, 'utf8');
  const before = await stat(snapshot);
  try {
    expect((await runNode(['update-schema-snapshot.mjs'], {cwd: example(dir)})).code).toBe(0);
    expect((await stat(snapshot)).mtimeMs).toBeGreaterThan(before.mtimeMs);
    expect(await readFile(snapshot, 'utf8')).toBe(committed);
  } finally {
    await writeFile(snapshot, committed);
  }
});

test('sorting makes the printed schema independent of the order of fields in the code', () => {
  const withFields = (names: string[]) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: Object.fromEntries(names.map((name) => [name, {type: GraphQLString}])),
      }),
    });
  const [first, second] = [withFields(['title', 'author']), withFields(['author', 'title'])];
  expect(printSchema(first)).not.toBe(printSchema(second));
  expect(printSchema(lexicographicSortSchema(first))).toBe(printSchema(lexicographicSortSchema(second)));
});

test('validate-operations.mjs accepts the shipped operations', async () => {
  const run = await runNode(['validate-operations.mjs'], {cwd: example(dir)});
  expect(run).toEqual({code: 0, stdout: '3 files are valid against schema.graphql.\n', stderr: ''});
});

test('validate-operations.mjs reports each error with its file and place, and exits with 1', async () => {
  const renamed = await brokenCopy([
    {file: 'schema.graphql', from: '  author: String!', to: '  writer: String!'},
  ]);
  expect(await runNode(['validate-operations.mjs'], {cwd: renamed})).toEqual({
    code: 1,
    stdout: '',
    stderr: 'operations/book-summary.graphql:4:3: Cannot query field "author" on type "Book".\n',
  });

  const unparsable = await brokenCopy([]);
  await writeFile(path.join(unparsable, 'operations', 'broken.graphql'), 'query Broken {\n  books {\n');
  expect(await runNode(['validate-operations.mjs'], {cwd: unparsable})).toEqual({
    code: 1,
    stdout: '',
    stderr: 'operations/broken.graphql:3:1: Syntax Error: Expected Name, found <EOF>.\n',
  });

  // Two files defining operations with the same name: one error, pointing into both files.
  const duplicate = await brokenCopy([]);
  await cp(
    path.join(duplicate, 'operations', 'book-list.graphql'),
    path.join(duplicate, 'operations', 'copy.graphql'),
  );
  expect((await runNode(['validate-operations.mjs'], {cwd: duplicate})).stderr).toBe(
    [
      'operations/book-list.graphql:1:7: There can be only one operation named "BookList".',
      'operations/copy.graphql:1:7: There can be only one operation named "BookList".',
      '',
    ].join('\n'),
  );
});

test('validated on its own against schema.graphql, book-list.graphql misses the fragment from another file', async () => {
  // As validate-operations.mjs would, if it validated the files one at a time.
  const snapshot = buildSchema(await readSample(`${dir}/schema.graphql`));
  const bookList = parse(await readSample(`${dir}/operations/book-list.graphql`));
  expect(validate(snapshot, bookList).map((error) => error.message)).toEqual([
    'Unknown fragment "BookSummary".',
  ]);
});

test('graphqlSync throws once a resolver is asynchronous; graphql handles both', async () => {
  const source = '{ books { title } }';
  const rootValue = {books: async () => []};
  const asyncSchema = buildSchema('type Book { title: String } type Query { books: [Book] }');
  expect(() => graphqlSync({schema: asyncSchema, source, rootValue})).toThrow(
    'GraphQL execution failed to complete synchronously.',
  );
  expect(await graphql({schema: asyncSchema, source, rootValue})).toEqual({data: {books: []}});
});

test('lexicographicSortSchema sorts arguments too', () => {
  const sorted = printSchema(
    lexicographicSortSchema(buildSchema('type Query { f(b: Int, a: Int): String }')),
  );
  expect(sorted).toContain('f(a: Int, b: Int): String');
});

test('calling the resolver by hand misses the default that a query gets', async () => {
  const books = schema.getQueryType()!.getFields().books;
  const byHand = books.resolve!(undefined, {}, {}, undefined as never) as {title: string}[];
  expect(byHand).toHaveLength(3);
  const result = await graphql({schema, source: '{ books { title } }'});
  expect((result.data as {books: unknown[]}).books).toHaveLength(2);
});

test('node:assert/strict rejects a raw result because of its null prototypes; the JSON copy passes', async () => {
  const result = await graphql({schema, source: '{ book(id: "1") { title } }'});
  const expected = {data: {book: {title: 'Kindred'}}};
  expect(() => assert.deepEqual(result, expected)).toThrow('Expected values to be strictly deep-equal');
  expect(() => assert.deepEqual(JSON.parse(JSON.stringify(result)), expected)).not.toThrow();
});

test('the playground runs schema.mjs with library.mjs and query.graphql, and asking for shelfMark is forbidden', async () => {
  const query = await readSample(`${dir}/query.graphql`);
  const play = async (source: string) =>
    runPlayground({
      resolvers: await readSample(`${dir}/schema.mjs`),
      modules: {'library.mjs': await readSample(`${dir}/library.mjs`)},
      query: source,
      fileNames: {resolvers: 'schema.mjs'},
    });
  const expected = asJson(await graphql({schema, source: query}));
  expect(await play(query)).toEqual([expected]);
  expect(expected).toEqual({
    data: {
      books: [
        {title: 'Kindred', author: 'Octavia E. Butler'},
        {title: 'The Dispossessed', author: 'Ursula K. Le Guin'},
        {title: 'Piranesi', author: 'Susanna Clarke'},
      ],
    },
  });
  const [withShelfMark] = await play(query.replace('author', 'author\n    shelfMark'));
  expect(withShelfMark).toMatchObject({
    errors: [0, 1, 2].map((index) => ({
      message: 'Only staff can see shelf marks.',
      path: ['books', index, 'shelfMark'],
      extensions: {code: 'FORBIDDEN'},
    })),
  });
});
