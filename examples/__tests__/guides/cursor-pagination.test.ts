import {buildSchema, graphql} from 'graphql';
import {expect, test} from 'vitest';
import {connectionFrom} from '../../guides/cursor-pagination/connection.mjs';
import {fromCursor, toCursor} from '../../guides/cursor-pagination/cursor.mjs';
import {posts} from '../../guides/cursor-pagination/posts.mjs';
import {rootValue, schema} from '../../guides/cursor-pagination/schema.mjs';
import {
  asJson,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
} from '../harness';

const dir = 'guides/cursor-pagination';

interface Post {
  id: number;
  title: string;
}
type Connection = {
  edges: {cursor: string; node: Post}[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

/** The `node run.mjs '<variables>'` commands the page names, with their variables, in order. */
async function runCommandsOnPage(): Promise<string[]> {
  const text = await readPage('guides/cursor-pagination');
  return [...text.matchAll(/`node run\.mjs '([^']*)'`/g)].map((match) => match[1]);
}

/** A copy of the sample data, so tests that remove posts do not affect others. */
function freshPosts(): Post[] {
  return structuredClone(posts);
}

interface PageArgs {
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** connectionFrom with typed arguments; graphql-js leaves out the arguments a client did not pass, as here. */
function pageOf(items: Post[], args: PageArgs): Connection {
  return connectionFrom(items, args as Parameters<typeof connectionFrom>[1]) as Connection;
}

test('run.mjs prints the pages and the error the page shows, for the variables the page names', async () => {
  const shown = {
    '{"first": 3}': 'first-page.json',
    '{"first": 3, "after": "cG9zdDo1"}': 'next-page.json',
    '{"last": 2}': 'last-page.json',
    '{"first": 101}': 'too-many.json',
  };
  expect(await runCommandsOnPage()).toEqual(Object.keys(shown));
  for (const [variables, output] of Object.entries(shown)) {
    await expectShownOutput(await runScript(`${dir}/run.mjs`, [variables]), `${dir}/${output}`);
  }
});

test("the second page continues after the first page's endCursor", async () => {
  const first = (await readShownJson(`${dir}/first-page.json`)) as {data: {posts: Connection}};
  expect(first.data.posts.pageInfo.endCursor).toBe('cG9zdDo1');
  expect(fromCursor('cG9zdDo1')).toBe(5);
});

test('walk.mjs follows endCursor until hasNextPage is false', async () => {
  await expectShownOutput(await runScript(`${dir}/walk.mjs`), `${dir}/walk-output.jsonl`);
});

test('offset-vs-cursor.mjs shows the offset page repeating a post and the cursor page not', async () => {
  await expectShownOutput(await runScript(`${dir}/offset-vs-cursor.mjs`), `${dir}/offset-vs-cursor.json`);
});

test('a cursor stays valid after the post it names is deleted', async () => {
  const posts = freshPosts();
  const after = toCursor({id: 5});
  posts.splice(
    posts.findIndex((post) => post.id === 5),
    1,
  );
  const page = pageOf(posts, {first: 2, after});
  expect(page.edges.map((edge) => edge.node.id)).toEqual([4, 3]);
});

test('paging backwards with last and before reaches the newest post', async () => {
  const posts = freshPosts();
  const seen: number[][] = [];
  let before: string | null = null;
  let hasPreviousPage = true;
  while (hasPreviousPage) {
    const page = pageOf(posts, {last: 3, before});
    seen.push(page.edges.map((edge) => edge.node.id));
    ({hasPreviousPage, startCursor: before} = page.pageInfo);
  }
  expect(seen).toEqual([[3, 2, 1], [6, 5, 4], [7]]);
});

test('after and before together select the posts between the two cursors', async () => {
  const posts = freshPosts();
  const page = pageOf(posts, {after: toCursor({id: 6}), before: toCursor({id: 2})});
  expect(page.edges.map((edge) => edge.node.id)).toEqual([5, 4, 3]);
  expect(page.pageInfo).toMatchObject({hasPreviousPage: true, hasNextPage: true});
});

test('with neither first nor last, a page holds the default ten posts', async () => {
  const posts = Array.from({length: 15}, (_, index) => ({id: 15 - index, title: `Post ${15 - index}`}));
  const page = pageOf(posts, {});
  expect(page.edges).toHaveLength(10);
  expect(page.pageInfo.hasNextPage).toBe(true);
});

test('first: 0 returns no edges, null cursors, and whether there is more', async () => {
  const page = pageOf(freshPosts(), {first: 0});
  expect(page).toEqual({
    edges: [],
    pageInfo: {hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null},
  });
});

test('the argument errors in the page table are what a client receives', async () => {
  const schema = buildSchema(await readSample(`${dir}/schema.graphql`));
  const source = await readSample(`${dir}/posts.graphql`);
  const messageFor = async (variableValues: Record<string, unknown>) =>
    asJson(await graphql({schema, source, rootValue, variableValues})).errors.map(
      (error: {message: string}) => error.message,
    );
  expect(await messageFor({first: -1})).toEqual(['"first" must be between 0 and 100, got -1.']);
  expect(await messageFor({last: 500})).toEqual(['"last" must be between 0 and 100, got 500.']);
  expect(await messageFor({first: 2, last: 2})).toEqual(['Pass "first" or "last", not both.']);
  expect(await messageFor({after: 'nope'})).toEqual(['Invalid cursor "nope".']);
  expect(await messageFor({after: 'not base64!'})).toEqual(['Invalid cursor "not base64!".']);
  expect(await messageFor({first: 2.5})).toEqual([
    'Variable "$first" has invalid value: Int cannot represent non-integer value: 2.5',
  ]);
});

test('a default on `first` in the SDL turns every `last` request into "not both"', async () => {
  const sdl = (await readSample(`${dir}/schema.graphql`)).replace(
    'posts(first: Int,',
    'posts(first: Int = 10,',
  );
  const result = await graphql({
    schema: buildSchema(sdl),
    source: await readSample(`${dir}/posts.graphql`),
    rootValue,
    variableValues: {last: 2},
  });
  expect(asJson(result).errors[0].message).toBe('Pass "first" or "last", not both.');
});

test('not covered: each alias of posts gets its own 100, so three aliases are 300 posts', async () => {
  const schema = buildSchema(await readSample(`${dir}/schema.graphql`));
  const many = Array.from({length: 1000}, (_, index) => ({id: 1000 - index, title: `Post ${1000 - index}`}));
  // schema.mjs's resolver, over a longer list than the sample's.
  const longRoot = {posts: (args: PageArgs) => pageOf(many, args)};
  const source = `{ ${['a', 'b', 'c'].map((alias) => `${alias}: posts(first: 100) { edges { node { id } } }`).join(' ')} }`;
  const result = asJson(await graphql({schema, source, rootValue: longRoot}));
  expect(result.errors).toBeUndefined();
  expect(['a', 'b', 'c'].map((alias) => result.data[alias].edges.length)).toEqual([100, 100, 100]);
  // One field over the limit is refused.
  expect(
    asJson(
      await graphql({
        schema,
        source: '{ posts(first: 300) { pageInfo { hasNextPage } } }',
        rootValue: longRoot,
      }),
    ).errors,
  ).toHaveLength(1);
  expect(await readPage('guides/cursor-pagination')).toContain('three aliases\n  are 300 posts.');
});

test('cursors are base64 text that decodes to the post id', () => {
  expect(toCursor({id: 5})).toBe('cG9zdDo1');
  expect(atob('cG9zdDo1')).toBe('post:5');
});

test('the playground runs posts.graphql with schema.mjs and its modules, as the browser does', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/schema.mjs`),
      modules: {
        'connection.mjs': await readSample(`${dir}/connection.mjs`),
        'cursor.mjs': await readSample(`${dir}/cursor.mjs`),
        'posts.mjs': await readSample(`${dir}/posts.mjs`),
      },
      query: await readSample(`${dir}/posts.graphql`),
      variables: await readSample(`${dir}/variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/first-page.json`)]);
});

test('attack: first and last outside 0 to 100, as literals and as variables, up to 2**31-1, are refused; zero is an empty page', async () => {
  const run = async (source: string, variableValues?: Record<string, unknown>) =>
    asJson(await graphql({schema, rootValue, source, variableValues}));
  const refusal = (name: string, value: number, column: number) => ({
    errors: [
      {
        message: `"${name}" must be between 0 and 100, got ${value}.`,
        locations: [{line: 1, column}],
        path: ['posts'],
        extensions: {code: 'BAD_USER_INPUT'},
      },
    ],
    data: null,
  });
  for (const value of [-1, -100_000_000, 101, 2 ** 31 - 1]) {
    expect(await run(`{ posts(first: ${value}) { edges { cursor } } }`)).toEqual(refusal('first', value, 3));
    expect(await run(`{ posts(last: ${value}) { edges { cursor } } }`)).toEqual(refusal('last', value, 3));
    const viaVariable = 'query ($first: Int) { posts(first: $first) { edges { cursor } } }';
    expect(await run(viaVariable, {first: value})).toEqual(refusal('first', value, 23));
  }
  // One past the largest Int never reaches the resolver.
  expect(await run('{ posts(first: 2147483648) { edges { cursor } } }')).toEqual({
    errors: [
      {
        message: 'Int cannot represent non 32-bit signed integer value: 2147483648',
        locations: [{line: 1, column: 16}],
      },
    ],
  });
  expect(await run('{ posts(first: 0) { edges { cursor } } }')).toEqual({data: {posts: {edges: []}}});
});

test('attack: first: null, as a literal or a variable, gets the default ten, not the whole list', async () => {
  const many = Array.from({length: 500}, (_, index) => ({id: 500 - index, title: `Post ${500 - index}`}));
  expect(pageOf(many, {first: null} as unknown as PageArgs).edges).toHaveLength(10);
  const sdl = await readSample(`${dir}/schema.graphql`);
  const manySchema = buildSchema(sdl);
  const root = {posts: (args: PageArgs) => pageOf(many, args)};
  const count = async (source: string, variableValues?: Record<string, unknown>) =>
    (
      asJson(await graphql({schema: manySchema, rootValue: root, source, variableValues})).data.posts
        .edges as unknown[]
    ).length;
  expect(await count('{ posts(first: null) { edges { cursor } } }')).toBe(10);
  expect(
    await count('query ($first: Int) { posts(first: $first) { edges { cursor } } }', {first: null}),
  ).toBe(10);
  expect((await readPage('guides/cursor-pagination')).replace(/\s+/g, ' ')).toContain(
    '`first: null` counts as no `first` at all, so it gets the default page of ten.',
  );
});

test('attack: the same connection under ten aliases returns a thousand posts, which the page leaves to a cost limit', async () => {
  const many = Array.from({length: 500}, (_, index) => ({id: 500 - index, title: `Post ${500 - index}`}));
  const root = {posts: (args: PageArgs) => pageOf(many, args)};
  const aliases = Array.from({length: 10}, (_, index) => `a${index}: posts(first: 100) { edges { cursor } }`);
  const result = asJson(
    await graphql({
      schema: buildSchema(await readSample(`${dir}/schema.graphql`)),
      rootValue: root,
      source: `{ ${aliases.join(' ')} }`,
    }),
  );
  expect(result.errors).toBeUndefined();
  const edges = Object.values(result.data as Record<string, {edges: unknown[]}>).flatMap(
    (page) => page.edges,
  );
  expect(edges).toHaveLength(1_000);
  expect((await readPage('guides/cursor-pagination')).replace(/\s+/g, ' ')).toContain(
    'the same `posts(first: 100)` under ten aliases returns a thousand posts in one request.',
  );
});
