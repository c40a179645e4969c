import {graphql} from 'graphql';
import {expect, test} from 'vitest';
import {fromGlobalId, toGlobalId} from '../../guides/global-object-identification/globalId.mjs';
import {loadNode} from '../../guides/global-object-identification/nodes.mjs';
import {rootValue, schema} from '../../guides/global-object-identification/schema.mjs';
import {
  asJson,
  expectShownOutput,
  importWithEdit,
  readPage,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
  runScriptLines,
} from '../harness';

const dir = 'guides/global-object-identification';

/** The `node run.mjs <file> '<variables>'` commands the page names, in order. */
async function runCommandsOnPage(): Promise<[string, string][]> {
  const text = await readPage(dir);
  return [...text.matchAll(/`node run\.mjs (\S+) '([^']*)'`/g)].map((match) => [match[1], match[2]]);
}

async function execute(source: string, variableValues: Record<string, unknown>) {
  return asJson(await graphql({schema, source, rootValue, variableValues}));
}

const refetch = () => readSample(`${dir}/refetch.graphql`);
const several = () => readSample(`${dir}/several.graphql`);

test('run.mjs prints what the page shows, for each command the page names', async () => {
  const shown = [
    ['refetch.graphql', '{"id": "VXNlcjox"}', 'user.json'],
    ['refetch.graphql', '{"id": "UG9zdDox"}', 'post.json'],
    ['refetch.graphql', '{"id": "VXNlcjoz"}', 'missing.json'],
    ['refetch.graphql', '{"id": "nope"}', 'malformed.json'],
    ['several.graphql', '{"ids": ["VXNlcjoy", "UG9zdDox", "nope", "UG9zdDoy"]}', 'several.json'],
  ];
  expect(await runCommandsOnPage()).toEqual(shown.map(([file, variables]) => [file, variables]));
  for (const [file, variables, output] of shown) {
    await expectShownOutput(await runScript(`${dir}/run.mjs`, [file, variables]), `${dir}/${output}`);
  }
});

test('ids.mjs prints two different IDs for the same key in two tables, and decodes one', async () => {
  await expectShownOutput(await runScript(`${dir}/ids.mjs`), `${dir}/ids-output.jsonl`);
  const printed = await runScriptLines(`${dir}/ids.mjs`);
  const [[userId, postId]] = printed as [string[]];
  expect(userId).not.toBe(postId);
});

test('base64 hides nothing: anyone can read the type name and key out of an ID', async () => {
  expect(atob('VXNlcjox')).toBe('User:1');
  expect(await readPage(dir)).toContain('decode `VXNlcjox` and read `User:1`');
});

test('every global ID round-trips, whatever its key holds, colons included', () => {
  for (const key of ['1', '42', 'a:b:c', '', 'é']) {
    expect(fromGlobalId(toGlobalId('User', key))).toEqual({typeName: 'User', key});
  }
});

test('attack: an ID that decodes to an inherited property name finds nothing (the loaders are a Map)', async () => {
  for (const typeName of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    const id = toGlobalId(typeName, '1');
    expect(loadNode(id)).toBeNull();
    expect(await execute(await refetch(), {id})).toEqual({data: {node: null}});
  }
  // Nor does a key that is such a name, in a table that exists.
  for (const key of ['constructor', '__proto__', 'toString']) {
    expect(loadNode(toGlobalId('User', key))).toBeNull();
  }
});

test('with the loaders in an object literal, "constructor:1" would reach a function every object inherits', async () => {
  const {loadNode: naive} = await importWithEdit<{loadNode: (id: string) => unknown}>(
    `${dir}/nodes.mjs`,
    `const loaders = new Map([
  ['User', (key) => users.get(key)],
  ['Post', (key) => posts.get(key)],
]);`,
    `const table = { User: (key) => users.get(key), Post: (key) => posts.get(key) };
const loaders = { get: (name) => table[name] };`,
  );
  // Object's constructor, called with "1", returns a String object: a non-null "node" of no type.
  expect(naive(toGlobalId('constructor', '1'))).not.toBeNull();
});

test('a type of the schema that does not implement Node, and a key no row has, give null', async () => {
  for (const id of [toGlobalId('Query', '1'), toGlobalId('Node', '1'), toGlobalId('User', '3')]) {
    expect(await execute(await refetch(), {id})).toEqual({data: {node: null}});
  }
});

test('attack: malformed IDs of every kind are a BAD_USER_INPUT error at the field, never a crash', async () => {
  for (const id of ['', 'nope', '!!!', btoa(':1'), btoa('User'), 'VXNlcjox=', '\u00ff'.repeat(3)]) {
    const result = await execute(await refetch(), {id});
    expect(result.data).toEqual({node: null});
    expect(result.errors).toEqual([
      expect.objectContaining({message: `Invalid ID "${id}".`, extensions: {code: 'BAD_USER_INPUT'}}),
    ]);
  }
});

test('the default type resolver needs __typename: without it, the error the page quotes', async () => {
  const {rootValue: withoutTypename} = await importWithEdit<{rootValue: typeof rootValue}>(
    `${dir}/schema.mjs`,
    'node: ({ id }) => loadNode(id),',
    'node: ({ id }) => { const { __typename, ...rest } = loadNode(id); return rest; },',
  );
  const result = asJson(
    await graphql({
      schema,
      source: await refetch(),
      rootValue: withoutTypename,
      variableValues: {id: 'VXNlcjox'},
    }),
  );
  const quoted = 'Abstract type "Node" must resolve to an Object type at runtime for field "Query.node".';
  expect(result.errors[0].message.startsWith(quoted)).toBe(true);
  expect(await readPage(dir)).toContain(`"${quoted}"`);
});

test('nodes keeps the order of the IDs, null for a missing object, an error at the index of a malformed ID', async () => {
  const result = await execute(await several(), {ids: ['VXNlcjoy', 'UG9zdDox', 'nope', 'UG9zdDoy']});
  expect(result.data.nodes.map((node: {id: string} | null) => node?.id ?? null)).toEqual([
    'VXNlcjoy',
    'UG9zdDox',
    null,
    null,
  ]);
  expect(result.errors.map((error: {path: unknown}) => error.path)).toEqual([['nodes', 2]]);
});

test('attack: nodes refuses 101 IDs, and a huge list, with one error and no entries', async () => {
  for (const count of [101, 100_000]) {
    const result = await execute(await several(), {ids: Array.from({length: count}, () => 'VXNlcjox')});
    expect(result).toEqual({
      errors: [
        expect.objectContaining({
          message: `Pass at most 100 IDs, got ${count}.`,
          extensions: {code: 'BAD_USER_INPUT'},
          path: ['nodes'],
        }),
      ],
      data: null,
    });
  }
  const hundred = await execute(await several(), {ids: Array.from({length: 100}, () => 'VXNlcjox')});
  expect(hundred.errors).toBeUndefined();
  expect(hundred.data.nodes).toHaveLength(100);
});

test('attack: aliases each get 100 IDs, because the limit holds per field, which the page says the recipe does not stop', async () => {
  const ids = Array.from({length: 100}, () => 'VXNlcjox');
  const source = 'query ($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } }';
  const result = await execute(source, {ids});
  expect(result.errors).toBeUndefined();
  expect(result.data.a).toHaveLength(100);
  expect(result.data.b).toHaveLength(100);
  expect(await readPage(dir)).toContain('The limit of 100 IDs holds for one `nodes` field.');
});

test('node is nullable, nodes is a list of nullable entries, and User and Post implement Node', () => {
  const node = schema.getQueryType()!.getFields().node;
  expect(String(node.type)).toBe('Node');
  expect(String(node.args[0].type)).toBe('ID!');
  expect(String(schema.getQueryType()!.getFields().nodes.type)).toBe('[Node]!');
  expect(schema.getPossibleTypes(schema.getType('Node') as never).map(String)).toEqual(['User', 'Post']);
});

test('the playground runs refetch.graphql with schema.mjs and its modules, as the browser does', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/schema.mjs`),
      modules: {
        'nodes.mjs': await readSample(`${dir}/nodes.mjs`),
        'globalId.mjs': await readSample(`${dir}/globalId.mjs`),
        'data.mjs': await readSample(`${dir}/data.mjs`),
      },
      query: await readSample(`${dir}/refetch.graphql`),
      variables: await readSample(`${dir}/variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/user.json`)]);
});
