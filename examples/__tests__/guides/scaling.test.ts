import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import * as graphql from 'graphql';
import {buildSchema, GraphQLObjectType, GraphQLSchema, parse, validateSchema} from 'graphql';
import {afterEach, expect, test} from 'vitest';
import {accounts} from '../../guides/scaling/accounts.mjs';
import {catalog} from '../../guides/scaling/catalog.mjs';
import {composeSchema} from '../../guides/scaling/compose.mjs';
import {favorites} from '../../guides/scaling/favorites.mjs';
import {
  asJson,
  curlCommandsIn,
  expectShownOutput,
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

test('buildASTSchema refuses a type defined twice, and an extension of a type no module defines', () => {
  const twice = {typeDefs: 'type Product { id: ID! }', resolvers: {}};
  expect(() => composeSchema([catalog, twice])).toThrow('There can be only one type named "Product".');
  expect(() => composeSchema([catalog, favorites])).toThrow(
    'Cannot extend type "User" because it is not defined.',
  );
  expect(() => composeSchema([accounts, catalog, favorites])).not.toThrow();
});

test('the router forwards operations one service can answer, refuses ones that need two, and cannot reach favoriteProducts', async () => {
  server = await startServerScript(`${dir}/start.mjs`);
  const commands = await curlCommandsIn(page);
  expect(commands).toHaveLength(3);
  const outputs = ['router-products.json', 'router-both.json', 'router-favorites.json'];
  for (const [index, command] of commands.entries()) {
    expect(JSON.parse(await runCurl(command, server.url))).toEqual(
      await readShownJson(`${dir}/${outputs[index]}`),
    );
  }
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
