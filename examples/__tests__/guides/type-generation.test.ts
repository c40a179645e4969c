import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {buildSchema, parse, validate} from 'graphql';
import {initGraphQLTada} from 'gql.tada';
import ts from 'typescript';
import {afterAll, expect, test} from 'vitest';
import {
  example,
  readSample,
  expectShownOutput,
  readShownJson,
  runCommand,
  runNode,
  runPlayground,
  runScript,
  sampleProject,
  shownCommand as shownCommandOf,
  siteDir,
} from '../harness';

const dir = 'guides/type-generation';
const page = 'guides/type-generation';
const samples = [
  'schema.graphql',
  'schema.mjs',
  'operations',
  'codegen.ts',
  'generated',
  'run-operation.mts',
  'operations.mts',
  'books.mts',
  'tsconfig.json',
  'graphql.mts',
  'books-tada.mts',
];

// Vitest sets NODE_ENV to "test", which keeps GraphQL Code Generator quiet; a reader's shell leaves it unset.
const readerEnv = {NODE_ENV: undefined};

/** Runs a command as a reader would, in `cwd`. */
const runIn = (cwd: string, command: string) => runCommand(command, {cwd, env: readerEnv});

const projects: string[] = [];
afterAll(() => Promise.all(projects.map((project) => rm(project, {recursive: true, force: true}))));

/** A project in the OS's temp directory with links to these samples and `files` of its own. */
async function project(links: string[], files: Record<string, string> = {}): Promise<string> {
  const created = await sampleProject(dir, {links, files});
  projects.push(created);
  return created;
}

/** The command this page shows that starts with `start`. */
const shownCommand = (start: string) => shownCommandOf(page, start);

/** Runs a command in a folder and reports how it ended, without throwing when it fails. */
async function outcome(command: string, cwd: string): Promise<{failed: boolean; output: string}> {
  try {
    const {stdout, stderr} = await runIn(cwd, command);
    return {failed: false, output: stdout + stderr};
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    return {failed: true, output: stdout + stderr};
  }
}

/** What TypeScript reports for a project folder with its tsconfig.json: each error as `file: message`, and the whole text. */
async function compile(folder: string): Promise<{errors: string[]; output: string}> {
  const tsc = path.join(siteDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const {stdout} = await runNode([tsc, '--noEmit', '--pretty', 'false', '-p', folder], {cwd: folder});
  const errors = [...stdout.matchAll(/^(\S+)\(\d+,\d+\): error TS\d+: (.*)$/gm)].map(
    ([, file, message]) => `${file}: ${message}`,
  );
  return {errors, output: stdout};
}

/** A sample's text after edits, each of which must match once. */
async function edited(file: string, edits: [string, string][]): Promise<string> {
  let text = await readSample(`${dir}/${file}`);
  for (const [from, to] of edits) {
    expect(text.split(from), `${file} contains ${from} once`).toHaveLength(2);
    text = text.replace(from, to);
  }
  return text;
}

const wrongVariablesAndField: [string, string][] = [
  ["runOperation(bookQuery, { id: '1' })", 'runOperation(bookQuery, { id: true })'],
  ['data?.book?.author?.name', 'data?.book?.genre'],
];

test('the playground runs book.graphql with the variables the page shows', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/schema.mjs`),
      query: await readSample(`${dir}/operations/book.graphql`),
      variables: await readSample(`${dir}/variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
    }),
  ).toEqual([{data: {book: {title: 'A Wizard of Earthsea', author: {name: 'Ursula K. Le Guin'}}}}]);
});

test('npx graphql-codegen writes generated/operations.ts as the page shows it', async () => {
  const {default: config} = await import('../../guides/type-generation/codegen');
  expect(Object.keys(config.generates)).toEqual(['generated/operations.ts']);
  const folder = await project(['schema.graphql', 'codegen.ts', 'operations']);
  await runIn(folder, shownCommand('npx graphql-codegen'));
  const generated = await readFile(path.join(folder, 'generated', 'operations.ts'), 'utf8');
  expect(generated).toBe(await readSample(`${dir}/generated/operations.ts`));
  // "typescript-operations writes a result type and a variables type for each operation"
  for (const name of ['BookQuery', 'BookQueryVariables', 'BooksByGenreQuery', 'BooksByGenreQueryVariables'])
    expect(generated).toContain(`export type ${name} =`);
  // "The generated file holds types only": compiled, nothing is left but an empty module.
  const compiled = ts.transpileModule(generated, {
    compilerOptions: {module: ts.ModuleKind.ESNext},
  }).outputText;
  expect(compiled.trim()).toBe('export {};');
  await import('../../guides/type-generation/generated/operations');
});

test("the generator refuses an operation that does not validate, with graphql-js's own message", async () => {
  const invalid = await edited('operations/book.graphql', [['    title\n', '    title\n    isbn\n']]);
  const folder = await project(['schema.graphql', 'codegen.ts'], {'operations/book.graphql': invalid});
  const {failed, output} = await outcome('npx graphql-codegen', folder);
  expect(failed).toBe(true);
  // "Before it writes anything": no generated file.
  await expect(readFile(path.join(folder, 'generated', 'operations.ts'))).rejects.toThrow('ENOENT');
  const schema = buildSchema(await readSample(`${dir}/schema.graphql`));
  const [error] = validate(schema, parse(invalid));
  expect(error.message).toBe('Cannot query field "isbn" on type "Book".');
  expect(output).toContain(error.message);
});

test('with the typescript plugin in front of typescript-operations 6, each enum is declared twice and TypeScript rejects the file', async () => {
  const config = await edited('codegen.ts', [
    ["plugins: ['typescript-operations']", "plugins: ['typescript', 'typescript-operations']"],
  ]);
  const folder = await project(['schema.graphql', 'operations'], {'codegen.ts': config});
  await runIn(folder, 'npx graphql-codegen');
  const file = path.join(folder, 'generated', 'operations.ts');
  const text = await readFile(file, 'utf8');
  expect(text).toContain('export enum Genre {');
  expect(text).toContain('export type Genre =');
  const program = ts.createProgram([file], {strict: true, noEmit: true, skipLibCheck: true, types: []});
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(messages).toContain('Enum declarations can only merge with namespace or other enum declarations.');
});

test('npx tsx books.mts and books-tada.mts print the output the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/books.mts`), `${dir}/books.json`);
  await expectShownOutput(await runScript(`${dir}/books-tada.mts`), `${dir}/books.json`);
});

test('npx tsc --noEmit passes with the tsconfig.json the page shows', async () => {
  expect(await readShownJson(`${dir}/tsconfig.json`)).toMatchObject({
    compilerOptions: {strict: true, plugins: [{name: 'gql.tada/ts-plugin', schema: './schema.graphql'}]},
  });
  const {stdout} = await runIn(example(dir), shownCommand('npx tsc --noEmit'));
  expect(stdout).toBe('');
});

test('npx gql.tada generate output writes the file tsconfig.json names, from the schema', async () => {
  const tsconfig = (await readShownJson(`${dir}/tsconfig.json`)) as {
    compilerOptions: {plugins: {tadaOutputLocation: string}[]};
  };
  const output = tsconfig.compilerOptions.plugins[0].tadaOutputLocation;
  expect(output).toBe('./generated/graphql-env.d.ts');
  const folder = await project(['schema.graphql', 'tsconfig.json']);
  await runIn(folder, shownCommand('npx gql.tada generate output'));
  expect(await readFile(path.join(folder, output), 'utf8')).toBe(
    await readSample('guides/type-generation/generated/graphql-env.d.ts'),
  );
});

test('the compiler reports what the page says, and only that', async () => {
  const checks = {
    // "pass { id: true } as the variables, and read data?.book?.genre"
    'zz-codegen.mts': await edited('books.mts', wrongVariablesAndField),
    'zz-tada.mts': await edited('books-tada.mts', wrongVariablesAndField),
    // "nothing checks that book.graphql goes with BookQuery"
    'zz-swapped.mts': await edited('operations.mts', [
      [
        "load<BookQuery, BookQueryVariables>('operations/book.graphql')",
        "load<BookQuery, BookQueryVariables>('operations/books-by-genre.graphql')",
      ],
    ]),
    // "graphql 17's TypedQueryDocumentNode does not accept gql.tada's documents"
    'zz-typed-query.mts': `
      import type { TypedQueryDocumentNode } from 'graphql';
      import { graphql } from './graphql.mjs';
      const document: TypedQueryDocumentNode = graphql('query Book($id: ID!) { book(id: $id) { title } }');
      export default document;`,
    // "tsc does not validate the query text"
    'zz-isbn.mts':
      "import { graphql } from './graphql.mjs';\nexport default graphql('{ books { isbn } }');\n",
    // "execute returns data whose fields are all unknown"
    'zz-execute.mts': `
      import { execute, parse } from 'graphql';
      import { schema } from './schema.mjs';
      const result = await execute({ schema, document: parse('{ books { title } }') });
      export const books: string = result.data!.books;`,
    // "Both tools derive the same result types from the same operations"
    'zz-same.mts': `
      import type { ResultOf } from 'gql.tada';
      import { graphql } from './graphql.mjs';
      import type { BookQuery, BooksByGenreQuery } from './generated/operations.js';
      type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
      const book = graphql(\`${await readSample(`${dir}/operations/book.graphql`)}\`);
      const booksByGenre = graphql(\`${await readSample(`${dir}/operations/books-by-genre.graphql`)}\`);
      export const same: [Same<ResultOf<typeof book>, BookQuery>, Same<ResultOf<typeof booksByGenre>, BooksByGenreQuery>] = [true, true];`,
  };
  const folder = await project(samples, checks);
  const {errors, output} = await compile(folder);
  const expected = [
    "zz-codegen.mts: Type 'boolean' is not assignable to type 'string | number'.",
    "zz-codegen.mts: Property 'genre' does not exist on type '{ title: string; author: { name: string; } | null; }'.",
    "zz-tada.mts: Type 'boolean' is not assignable to type 'string'.",
    "zz-tada.mts: Property 'genre' does not exist on type '{ title: string; author: { name: string; } | null; }'.",
    expect.stringMatching(/^zz-execute\.mts: Type 'unknown' is not assignable to type 'string'\.$/),
    expect.stringMatching(
      /^zz-typed-query\.mts: Type 'TadaDocumentNode<.*' is not assignable to type 'TypedQueryDocumentNode<.*'\.$/,
    ),
  ];
  expect(errors).toHaveLength(expected.length);
  expect(errors).toEqual(expect.arrayContaining(expected));
  // The TypedQueryDocumentNode message goes on with the reason the page quotes.
  expect(output).toContain(
    "Type 'readonly DefinitionNode[]' is not assignable to type 'readonly ExecutableDefinitionNode[]'.",
  );
});

test('npx gql.tada check reports a field the schema does not have, and fails', async () => {
  const isbn = await edited('books-tada.mts', [['      genre\n', '      genre\n      isbn\n']]);
  const folder = await project(
    samples.filter((file) => !['books-tada.mts', 'books.mts'].includes(file)),
    {'books-tada.mts': isbn},
  );
  const {failed, output} = await outcome(shownCommand('npx gql.tada check'), folder);
  expect(failed).toBe(true);
  expect(output).toContain('Cannot query field "isbn" on type "Book".');
});

test('no document carries __ensureTypesOfVariablesAndResultMatching at run time', () => {
  const member = '__ensureTypesOfVariablesAndResultMatching';
  expect(member in parse('{ books { title } }')).toBe(false);
  expect(member in initGraphQLTada()('{ books { title } }')).toBe(false);
});

test('TypedQueryDocumentNode narrows definitions to executable ones and adds one optional member, as the page says', async () => {
  const file = path.join(siteDir, 'node_modules', 'graphql', 'utilities', 'typedQueryDocumentNode.d.ts');
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'TypedQueryDocumentNode',
  )!;
  const members = declaration.members.filter(ts.isPropertySignature).map((member) => ({
    name: member.name.getText(source),
    optional: !!member.questionToken,
    type: member.type!.getText(source),
  }));
  expect(members).toEqual([
    {name: 'definitions', optional: false, type: 'ReadonlyArray<ExecutableDefinitionNode>'},
    {
      name: '__ensureTypesOfVariablesAndResultMatching',
      optional: true,
      type: '(variables: TRequestVariables) => TResponseData',
    },
  ]);
  expect(
    (await readFile(path.join(siteDir, 'docs', `${page}.mdx`), 'utf8')).replaceAll(/\s+/g, ' '),
  ).toContain(
    'whose `definitions` may hold only executable definitions (operations and fragments), with one extra, optional member, `__ensureTypesOfVariablesAndResultMatching`.',
  );
});
