import DataLoader from 'dataloader';
import {graphql, parse, print} from 'graphql';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  expectShownOutput,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  startServerScript,
  type ServerScript,
} from '../harness';
import * as db from '../../guides/dataloader/db.mjs';
import {createLoaders} from '../../guides/dataloader/loaders.mjs';
import {schema} from '../../guides/dataloader/schema.mjs';

const dir = 'guides/dataloader';

/** Runs `node count-queries.mjs <args>` in the sample's folder, as the page tells readers to, and parses its output. */
async function runOperation(operationFile: string, loaders = createLoaders()): Promise<unknown> {
  const source = await readSample(`${dir}/${operationFile}`);
  return asJson(await graphql({schema, source, contextValue: {loaders}}));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('counting database round trips', () => {
  test('without DataLoader, the query costs one round trip for the books and one per book', async () => {
    const stdout = await runScript(`${dir}/count-queries.mjs`, ['./schema-n-plus-one.mjs']);
    await expectShownOutput(stdout, `${dir}/queries-n-plus-one.json`);
    const output = JSON.parse(stdout) as {queries: string[]};
    const books = await db.findBooks();
    expect(output.queries).toHaveLength(1 + books.length);
    expect(output.queries).toHaveLength(6);
  });

  test('with DataLoader, the same query costs two round trips, each author id asked for once', async () => {
    const stdout = await runScript(`${dir}/count-queries.mjs`, ['./schema.mjs']);
    await expectShownOutput(stdout, `${dir}/queries-dataloader.json`);
    const output = JSON.parse(stdout) as {queries: string[]};
    expect(output.queries).toHaveLength(2);
  });

  test('one more level of nesting costs one more batch, not one more query per author', async () => {
    const stdout = await runScript(`${dir}/count-queries.mjs`, ['./schema.mjs', './nested.graphql']);
    await expectShownOutput(stdout, `${dir}/queries-nested.json`);
    const output = JSON.parse(stdout) as {queries: string[]};
    expect(output.queries).toHaveLength(3);
  });

  test('both schemas give the same response: batching changes the queries, not the data', async () => {
    const {schema: naive} = await import('../../guides/dataloader/schema-n-plus-one.mjs');
    const source = await readSample(`${dir}/query.graphql`);
    const shown = await readShownJson(`${dir}/response.json`);
    expect(asJson(await graphql({schema: naive, source}))).toEqual(shown);
    expect(await runOperation('query.graphql')).toEqual(shown);
  });
});

describe('the server', () => {
  let server: ServerScript;

  beforeAll(async () => {
    server = await startServerScript(`${dir}/server.mjs`);
  });

  afterAll(async () => {
    await server.close();
  });

  test("node server.mjs prints the URL, and the page's curl commands send the sample operations", async () => {
    expect(server.stdout).toBe('GraphQL API at http://localhost:4000/graphql\n');
    const commands = await curlCommandsIn('guides/dataloader');
    expect(commands.map((command) => print(parse(curlBody(command).query)))).toEqual([
      print(parse(await readSample(`${dir}/query.graphql`))),
      print(parse(await readSample(`${dir}/rename-author.graphql`))),
    ]);
  });

  test('the first curl command gets the response the page shows', async () => {
    const [command] = await curlCommandsIn('guides/dataloader');
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(
      await readShownJson(`${dir}/response.json`),
    );
  });

  test('after a rename, clear().prime() makes the nested authors read the new name', async () => {
    const [, command] = await curlCommandsIn('guides/dataloader');
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(
      await readShownJson(`${dir}/rename-author.json`),
    );
  });
});

test('every request gets new loaders: two requests query the authors twice', async () => {
  // The same server, with a route that shows what the database was asked.
  const server = await startServerScript(`${dir}/server.mjs`, {
    edit: {
      from: 'app.listen(4000',
      to: "app.get('/queries', async (req, res) => res.json((await import('./db.mjs')).queryLog));\n\napp.listen(4000",
    },
  });
  try {
    const [command] = await curlCommandsIn('guides/dataloader');
    const shown = await readShownJson(`${dir}/response.json`);
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(shown);
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(shown);
    expect(await (await fetch(`${server.url}/queries`)).json()).toEqual([
      'SELECT * FROM books',
      'SELECT * FROM authors WHERE id IN (1, 2, 3, 9) ORDER BY name',
      'SELECT * FROM books',
      'SELECT * FROM authors WHERE id IN (1, 2, 3, 9) ORDER BY name',
    ]);
  } finally {
    await server.close();
  }
});

describe('caching pitfalls', () => {
  test('without clear().prime(), the rename returns the new name but nested authors the cached old one', async () => {
    vi.spyOn(DataLoader.prototype, 'clear').mockReturnThis();
    vi.spyOn(DataLoader.prototype, 'prime').mockReturnThis();
    try {
      const result = (await runOperation('rename-author.graphql')) as {
        data: {renameAuthor: {name: string; books: {author: {name: string}}[]}};
      };
      expect(result.data.renameAuthor.name).toBe('Ursula Kroeber Le Guin');
      expect(result.data.renameAuthor.books.map((book) => book.author.name)).toEqual([
        'Ursula K. Le Guin',
        'Ursula K. Le Guin',
      ]);
    } finally {
      await db.updateAuthorName('1', 'Ursula K. Le Guin');
    }
  });

  test('prime() alone does not replace a value that is already cached', async () => {
    const loader = new DataLoader(async (keys: readonly string[]) => keys.map((key) => `old ${key}`));
    await loader.load('1');
    loader.prime('1', 'new 1');
    expect(await loader.load('1')).toBe('old 1');
    loader.clear('1').prime('1', 'new 1');
    expect(await loader.load('1')).toBe('new 1');
  });

  test('a loader kept across requests serves what it loaded first, even after the data changed', async () => {
    const shared = createLoaders();
    const first = await runOperation('query.graphql', shared);
    await db.updateAuthorName('2', 'Octavia Estelle Butler');
    try {
      expect(await runOperation('query.graphql', shared)).toEqual(first);
      const fresh = (await runOperation('query.graphql')) as {data: {books: {author: {name: string}}[]}};
      expect(fresh.data.books[1].author.name).toBe('Octavia Estelle Butler');
    } finally {
      await db.updateAuthorName('2', 'Octavia E. Butler');
    }
  });

  test('keys are compared by identity: 1 and "1" are two keys of one batch', async () => {
    const batches: unknown[][] = [];
    const loader = new DataLoader(async (keys: readonly unknown[]) => {
      batches.push([...keys]);
      return keys;
    });
    await Promise.all([loader.load(1), loader.load('1'), loader.load('1')]);
    expect(batches).toEqual([[1, '1']]);
  });
});

describe('the batch function contract', () => {
  test('the authors come back in key order, with null for an id the database does not have', async () => {
    const loaders = createLoaders();
    const authors = await loaders.author.loadMany(['3', '9', '1']);
    expect(authors).toEqual([{id: '3', name: 'Iain M. Banks'}, null, {id: '1', name: 'Ursula K. Le Guin'}]);
    expect(db.queryLog.at(-1)).toBe('SELECT * FROM authors WHERE id IN (3, 9, 1) ORDER BY name');
  });

  test('an Error in the returned array fails only the loads of that key', async () => {
    const loader = new DataLoader(async (keys: readonly string[]) =>
      keys.map((key) => (key === 'bad' ? new Error(`No row for ${key}`) : key)),
    );
    const results = await Promise.allSettled([loader.load('good'), loader.load('bad')]);
    expect(results).toEqual([
      {status: 'fulfilled', value: 'good'},
      {status: 'rejected', reason: new Error('No row for bad')},
    ]);
  });

  test('an array of the wrong length fails every load of the batch', async () => {
    const loader = new DataLoader(async (keys: readonly string[]) => keys.slice(1));
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(String((result as PromiseRejectedResult).reason.message)).toMatch(
        /^DataLoader must be constructed with a function which accepts Array<key> and returns Promise<Array<value>>, but the function did not return a Promise of an Array of the same length as the Array of keys\./,
      );
    }
  });

  test('an ID argument reaches the resolver as a string, even when written as a number', async () => {
    const result = (await graphql({
      schema,
      source: 'mutation { renameAuthor(id: 3, name: "Iain M. Banks") { id } }',
      contextValue: {loaders: createLoaders()},
    })) as {data: {renameAuthor: {id: string}}};
    expect(result.data.renameAuthor).toEqual({id: '3'});
    expect(db.queryLog.at(-1)).toBe("UPDATE authors SET name = 'Iain M. Banks' WHERE id = 3");
  });

  test('cacheKeyFn makes equal object keys one key; cache: false batches without caching', async () => {
    const batches: unknown[][] = [];
    const batch = async (keys: readonly unknown[]) => {
      batches.push([...keys]);
      return keys;
    };
    const byValue = new DataLoader(batch, {cacheKeyFn: (key) => JSON.stringify(key)});
    await Promise.all([byValue.load({id: 1}), byValue.load({id: 1})]);
    const uncached = new DataLoader(batch, {cache: false});
    await Promise.all([uncached.load('a'), uncached.load('a')]);
    await uncached.load('a');
    expect(batches).toEqual([[{id: 1}], ['a', 'a'], ['a']]);
  });

  test('maxBatchSize splits a large batch into several calls', async () => {
    const sizes: number[] = [];
    const loader = new DataLoader(
      async (keys: readonly number[]) => {
        sizes.push(keys.length);
        return keys;
      },
      {maxBatchSize: 2},
    );
    await loader.loadMany([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });
});

test('the playground runs the N+1 schema with db.mjs and gets the response the page shows', async () => {
  expect(
    await runPlayground({
      resolvers: await readSample(`${dir}/schema-n-plus-one.mjs`),
      modules: {'db.mjs': await readSample(`${dir}/db.mjs`)},
      query: await readSample(`${dir}/query.graphql`),
      fileNames: {resolvers: 'schema-n-plus-one.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/response.json`)]);
});
