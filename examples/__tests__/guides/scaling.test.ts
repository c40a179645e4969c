import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import * as graphql from 'graphql';
import {buildSchema, GraphQLObjectType, GraphQLSchema, parse, validateSchema} from 'graphql';
import express from 'express';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterEach, expect, test} from 'vitest';
import {accounts} from '../../guides/scaling/accounts.mjs';
import {catalog} from '../../guides/scaling/catalog.mjs';
import {composeSchema} from '../../guides/scaling/compose.mjs';
import {favorites} from '../../guides/scaling/favorites.mjs';
import {
  asJson,
  curlCommandsIn,
  postGraphQL,
  readPage,
  expectShownOutput,
  listenOnFreePort,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  siteDir,
  startServerScript,
  type ServerScript,
} from '../harness';

const dir = 'guides/scaling';
const page = 'guides/scaling';
let server: ServerScript | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('the only part of Node.js graphql-js loads is diagnostics_channel, and it has no network code', async () => {
  const graphqlDir = path.join(siteDir, 'node_modules', 'graphql');
  const files = (await readdir(graphqlDir, {recursive: true})).filter((file) => file.endsWith('.mjs'));
  expect(files.length).toBeGreaterThan(100);
  const loaded = new Set<string>();
  for (const file of files) {
    const text = await readFile(path.join(graphqlDir, file), 'utf8');
    for (const [, name] of text.matchAll(/getBuiltinModule\('([^']+)'\)/g)) loaded.add(name);
    for (const [, name] of text.matchAll(/from ['"](node:[^'"]+)['"]/g)) loaded.add(name);
    expect(text, file).not.toMatch(/\bfetch\(|WebSocket|XMLHttpRequest/);
  }
  expect([...loaded]).toEqual(['node:diagnostics_channel']);
});

test("none of graphql-js's exports is a server, a pub/sub, a cache or a gateway", () => {
  const outside =
    /http|server|socket|pubsub|publish|cache|stitch|federat|gateway|remote|fetch|network|mergeSchema/i;
  expect(Object.keys(graphql).filter((name) => outside.test(name))).toEqual([]);
});

test('validateSchema, which validate and execute call, checks a schema once and returns the same list after that', async () => {
  const schema = buildSchema('type Query { a: String }');
  const first = validateSchema(schema);
  expect(first).toEqual([]);
  expect(validateSchema(schema)).toBe(first);
  // An invalid schema: execute and validate refuse it with validateSchema's errors.
  const empty = new GraphQLSchema({query: new GraphQLObjectType({name: 'Query', fields: {}})});
  const [error] = validateSchema(empty);
  expect(error.message).toBe('Type Query must define one or more fields.');
  expect(() => graphql.execute({schema: empty, document: parse('{ a }')})).toThrow(error.message);
  expect(() => graphql.validate(empty, parse('{ a }'))).toThrow(error.message);
  expect(validateSchema(empty)[0]).toBe(error);
});

test('node instances.mjs: with an emitter per instance the subscriber on B receives nothing; with a shared one it gets the message', async () => {
  await expectShownOutput(await runScript(`${dir}/instances.mjs`), `${dir}/instances.json`);
});

test('monolith.mjs composes the three modules into one schema, and me.graphql gets the response the page shows', async () => {
  const example = {
    resolvers: await readSample(`${dir}/monolith.mjs`),
    modules: Object.fromEntries(
      await Promise.all(
        ['accounts.mjs', 'catalog.mjs', 'favorites.mjs', 'compose.mjs'].map(
          async (file) => [file, await readSample(`${dir}/${file}`)] as const,
        ),
      ),
    ),
    query: await readSample(`${dir}/me.graphql`),
    fileNames: {resolvers: 'monolith.mjs'},
  };
  expect(await runPlayground(example)).toEqual([await readShownJson(`${dir}/me.json`)]);
  const {schema} = await import('../../guides/scaling/monolith.mjs');
  expect(asJson(await graphql.graphql({schema, source: await readSample(`${dir}/me.graphql`)}))).toEqual(
    await readShownJson(`${dir}/me.json`),
  );
  // "A module can add fields to a type that another module defines, with extend type."
  expect(Object.keys(graphql.assertObjectType(schema.getType('User')).getFields())).toEqual([
    'id',
    'name',
    'favoriteProducts',
  ]);
});

test('node conflicts.mjs: a type defined twice comes with an error for each field both define; an extension of a type no module defines', async () => {
  await expectShownOutput(await runScript(`${dir}/conflicts.mjs`), `${dir}/conflicts.json`);
  const twice = {typeDefs: 'type Product { id: ID! name: String! stars: Int }', resolvers: {}};
  expect(() => composeSchema([catalog, twice])).toThrow(
    new Error(
      [
        'There can be only one type named "Product".',
        'Field "Product.id" can only be defined once.',
        'Field "Product.name" can only be defined once.',
      ].join('\n\n'),
    ),
  );
  expect(() => composeSchema([accounts, catalog, favorites])).not.toThrow();
  expect((await readPage(page)).replaceAll(/\s+/g, ' ')).toContain(
    'A type defined twice is never reported alone: each field that both definitions declare is reported as well',
  );
});

test('the router forwards operations one service can answer, refuses ones that need two, and cannot reach favoriteProducts', async () => {
  server = await startServerScript(`${dir}/start.mjs`);
  const commands = await curlCommandsIn(page);
  expect(commands).toHaveLength(3);
  const outputs = ['router-products.json', 'router-both.json', 'router-favorites.json'];
  for (const [index, command] of commands.entries()) {
    await expectShownOutput(await runCurl(command, server.url), `${dir}/${outputs[index]}`);
  }
});

test('attack: root fields hidden in an inline fragment or a named fragment, even in a cycle of fragments, are counted by the router', async () => {
  server = await startServerScript(`${dir}/start.mjs`);
  const send = async (query: string) => (await postGraphQL(`${server!.url}/graphql`, {query})).json;
  const refused = {
    errors: [{message: 'Fields from more than one service: query.products (catalog), query.me (accounts).'}],
  };
  expect(await send('{ products { name } ... on Query { me { name } } }')).toEqual(refused);
  expect(await send('{ products { name } ...Me } fragment Me on Query { me { name } }')).toEqual(refused);
  // Fragments that spread each other: the router ends, and the service refuses the cycle.
  expect(
    await send('{ ...A } fragment A on Query { products { name } ...B } fragment B on Query { ...A }'),
  ).toEqual({
    errors: [
      {
        message: 'Cannot spread fragment "A" within itself via "B".',
        locations: expect.any(Array),
      },
    ],
  });
});

test('not covered: the router forwards an operation with a field no service has under a known root field, and the service refuses it', async () => {
  server = await startServerScript(`${dir}/start.mjs`);
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ products { nope } }'});
  expect(response.json).toEqual({
    errors: [
      {
        message: 'Cannot query field "nope" on type "Product". Did you mean "name"?',
        locations: [{line: 1, column: 14}],
      },
    ],
  });
  expect((await readPage(page)).replaceAll(/\s+/g, ' ')).toContain(
    'a field that does not exist is refused by the service, not by the router',
  );
});

test('not covered: the router sends the service no header of the client, Authorization and Cookie included', async () => {
  const {createRouter} = await import('../../guides/scaling/router.mjs');
  const seen: Record<string, string | undefined>[] = [];
  const service = express();
  service.all(
    '/graphql',
    createHandler({
      schema: buildSchema('type Query { who: String }'),
      rootValue: {who: () => 'someone'},
      context: (req) => {
        const {authorization, cookie} = req.raw.headers;
        seen.push({authorization, cookie});
        return {};
      },
    }),
  );
  const running = await listenOnFreePort(service);
  const router = await listenOnFreePort(await createRouter({only: `${running.url}/graphql`}));
  try {
    const response = await postGraphQL(
      `${router.url}/graphql`,
      {query: '{ who }'},
      {authorization: 'Bearer alice-token', cookie: 'session=alice'},
    );
    expect(response.json).toEqual({data: {who: 'someone'}});
    expect(seen.at(-1)).toEqual({authorization: undefined, cookie: undefined});
    // Sent to the service directly, the same headers arrive.
    await postGraphQL(`${running.url}/graphql`, {query: '{ who }'}, {authorization: 'Bearer alice-token'});
    expect(seen.at(-1)).toEqual({authorization: 'Bearer alice-token', cookie: undefined});
  } finally {
    await Promise.all([router.close(), running.close()]);
  }
  expect((await readPage(page)).replaceAll(/\s+/g, ' ')).toContain(
    'an `Authorization` header or a cookie never reaches the service, which cannot tell who asked',
  );
});

test('root fields selected through fragments go to the service that owns them', async () => {
  server = await startServerScript(`${dir}/start.mjs`);
  const response = await postGraphQL(`${server.url}/graphql`, {
    query: '{ ...Viewer } fragment Viewer on Query { ... on Query { me { name } } }',
  });
  expect(response.json).toEqual({data: {me: {name: 'Ada'}}});
  expect((await readPage(page)).replaceAll(/\s+/g, ' ')).toContain(
    'It counts the root fields that fragments select too, those of inline fragments and of named fragments',
  );
});

test("the accounts service's own schema has no favoriteProducts field", () => {
  const accountsSchema = composeSchema([accounts]);
  expect(Object.keys(graphql.assertObjectType(accountsSchema.getType('User')).getFields())).toEqual([
    'id',
    'name',
  ]);
  expect(graphql.validate(accountsSchema, parse('{ me { favoriteProducts { name } } }'))[0].message).toBe(
    'Cannot query field "favoriteProducts" on type "User".',
  );
});
