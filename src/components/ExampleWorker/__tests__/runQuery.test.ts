import {describe, expect, test} from 'vitest';
import {runQuery, type PlaygroundExample, type RunOutcome} from '../runQuery';

/** Runs an example and collects every payload, or returns the located errors. */
async function run(example: PlaygroundExample) {
  const outcome: RunOutcome = await runQuery(example);
  if (outcome.kind === 'errors') return outcome;
  const payloads = [];
  for await (const payload of outcome.payloads) payloads.push(payload);
  return {kind: outcome.kind, incremental: outcome.incremental, payloads};
}

const hello = {schema: 'type Query { hello: String }', query: '{ hello }'};

describe('running', () => {
  test('a query against SDL and a resolver object gives the JSON result', async () => {
    expect(await run({...hello, resolvers: {rootValue: {hello: () => 'Hello world!'}}})).toEqual({
      kind: 'payloads',
      incremental: false,
      payloads: [{data: {hello: 'Hello world!'}}],
    });
  });

  test('resolver source text is evaluated as an ES module exporting rootValue', async () => {
    const resolvers = `export const rootValue = { hello: async () => 'from source' };`;
    expect(await run({...hello, resolvers})).toMatchObject({payloads: [{data: {hello: 'from source'}}]});
  });

  test('a resolver module imports the same graphql instance that executes the query', async () => {
    const resolvers = [
      "import { GraphQLError } from 'graphql';",
      'export const rootValue = {',
      "  hello: () => { throw new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } }); },",
      '};',
    ].join('\n');
    expect(await run({...hello, resolvers})).toMatchObject({
      payloads: [
        {
          data: {hello: null},
          errors: [{message: 'Not allowed', path: ['hello'], extensions: {code: 'FORBIDDEN'}}],
        },
      ],
    });
  });

  test("a resolver module may take randomUUID from 'node:crypto'", async () => {
    const resolvers = `import { randomUUID } from 'node:crypto';\nexport const rootValue = { hello: () => randomUUID() };`;
    const result = await run({...hello, resolvers});
    expect(result).toMatchObject({payloads: [{data: {hello: expect.stringMatching(/^[0-9a-f-]{36}$/)}}]});
  });

  test('module state lasts while the instance does, like a running server', async () => {
    const resolvers = `let count = 0;\nexport const rootValue = { hello: () => String(++count) };`;
    await run({...hello, resolvers, instance: 101});
    expect(await run({...hello, resolvers, instance: 101})).toMatchObject({payloads: [{data: {hello: '2'}}]});
    expect(await run({...hello, resolvers, instance: 102})).toMatchObject({payloads: [{data: {hello: '1'}}]});
  });

  test('variables are parsed from JSON and passed to execution', async () => {
    const example = {
      schema: 'type Query { double(n: Int!): Int }',
      resolvers: {rootValue: {double: ({n}: {n: number}) => n * 2}},
      query: 'query Double($n: Int!) { double(n: $n) }',
      variables: '{ "n": 21 }',
    };
    expect(await run(example)).toMatchObject({payloads: [{data: {double: 42}}]});
  });

  test('a resolver error is part of the result, not a located error', async () => {
    const resolvers = {
      rootValue: {
        hello: () => {
          throw new Error('boom');
        },
      },
    };
    expect(await run({...hello, resolvers})).toEqual({
      kind: 'payloads',
      incremental: false,
      payloads: [
        {
          errors: [{message: 'boom', locations: [{line: 1, column: 3}], path: ['hello']}],
          data: {hello: null},
        },
      ],
    });
  });
});

describe('sample modules written for Node', () => {
  // The shape of the tutorials' server samples: an Express app reading its SDL from a sibling file.
  const app = [
    "import { readFileSync } from 'node:fs';",
    "import express from 'express';",
    "import { buildSchema } from 'graphql';",
    "import { createHandler } from 'graphql-http/lib/use/express';",
    "import { Greeter } from './greeter.mjs';",
    '',
    "const schema = buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));",
    "const rootValue = { hello: () => new Greeter().greet(), extra: () => 'more' };",
    '',
    'export const app = express();',
    "app.all('/graphql', createHandler({ schema, rootValue }));",
    "if (process.env.NODE_ENV !== 'production') app.get('/', (_req, res) => res.send(''));",
  ].join('\n');
  const modules = {'greeter.mjs': "export class Greeter { greet() { return 'Hello from app.mjs'; } }"};
  const fileNames = {resolvers: 'app.mjs'};

  test('an Express app runs with the schema and rootValue it hands to createHandler', async () => {
    expect(await run({...hello, resolvers: app, modules, fileNames})).toMatchObject({
      payloads: [{data: {hello: 'Hello from app.mjs'}}],
    });
  });

  test('the module reads the edited SDL', async () => {
    const schema = 'type Query { hello: String extra: String }';
    expect(await run({schema, query: '{ extra }', resolvers: app, modules, fileNames})).toMatchObject({
      payloads: [{data: {extra: 'more'}}],
    });
  });

  test('a module exporting a code-first schema with @defer runs incrementally', async () => {
    const schemaModule = [
      "import { readFile } from 'node:fs/promises';",
      "import { setTimeout as wait } from 'node:timers/promises';",
      "import { buildSchema, GraphQLDeferDirective, GraphQLSchema, specifiedDirectives } from 'graphql';",
      "const sdl = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');",
      'export const schema = new GraphQLSchema({',
      '  ...buildSchema(sdl).toConfig(),',
      '  directives: [...specifiedDirectives, GraphQLDeferDirective],',
      '});',
      "export const rootValue = { hello: async () => { await wait(5); return 'later'; } };",
    ].join('\n');
    const result = await run({
      ...hello,
      query: '{ ... @defer { hello } }',
      resolvers: schemaModule,
      fileNames: {resolvers: 'schema.mjs'},
    });
    expect(result).toMatchObject({
      incremental: true,
      payloads: [{data: {}, hasNext: true}, {hasNext: false}],
    });
  });
});

describe('located errors', () => {
  test('a query syntax error gives its message, line and column', async () => {
    expect(await run({...hello, query: '{\n  hello\n'})).toEqual({
      kind: 'errors',
      errors: [
        {
          file: 'query',
          message: 'Syntax Error: Expected Name, found <EOF>.',
          locations: [{line: 3, column: 1}],
        },
      ],
    });
  });

  test('a validation error gives its message and place in the query', async () => {
    expect(await run({...hello, query: '{\n  hello\n  nope\n}'})).toEqual({
      kind: 'errors',
      errors: [
        {
          file: 'query',
          message: 'Cannot query field "nope" on type "Query".',
          locations: [{line: 3, column: 3}],
        },
      ],
    });
  });

  test('SDL syntax errors and SDL validation errors are placed in the schema', async () => {
    expect(await run({...hello, schema: 'type Query {\n  hello: String\n  bad: [Int\n}'})).toMatchObject({
      errors: [
        {
          file: 'schema',
          message: 'Syntax Error: Expected "]", found "}".',
          locations: [{line: 4, column: 1}],
        },
      ],
    });
    expect(await run({...hello, schema: 'type Query {\n  hello: Strin\n}'})).toEqual({
      kind: 'errors',
      errors: [
        {
          file: 'schema',
          message: 'Unknown type "Strin". Did you mean "String"?',
          locations: [{line: 2, column: 10}],
        },
      ],
    });
  });

  test('invalid variables JSON is placed in the variables', async () => {
    const result = await run({...hello, variables: '{\n  "n": 1,\n}'});
    expect(result).toMatchObject({
      kind: 'errors',
      errors: [{file: 'variables', locations: [{line: 3, column: 1}]}],
    });
  });

  test('an import the browser cannot provide is placed in the resolver module', async () => {
    const resolvers = "export const rootValue = {};\nimport leftPad from 'left-pad';";
    expect(await run({...hello, resolvers})).toMatchObject({
      kind: 'errors',
      errors: [
        {
          file: 'resolvers',
          message: expect.stringContaining('"left-pad"'),
          locations: [{line: 2, column: 1}],
        },
      ],
    });
  });

  test('a syntax error in the resolver module gives its message, line and column', async () => {
    const resolvers = "export const rootValue = {\n  hello: () => 'hi'\n  bye: () => 'bye',\n};";
    expect(await run({...hello, resolvers, fileNames: {resolvers: 'app.mjs'}})).toEqual({
      kind: 'errors',
      errors: [
        {
          file: 'resolvers',
          message: 'Syntax error in app.mjs: Unexpected token.',
          locations: [{line: 3, column: 3}],
        },
      ],
    });
  });

  test('a resolver module that fails to evaluate is reported with its message', async () => {
    const resolvers = "throw new Error('broken module');\nexport const rootValue = {};";
    expect(await run({...hello, resolvers})).toMatchObject({
      kind: 'errors',
      errors: [{file: 'resolvers', message: expect.stringContaining('broken module')}],
    });
  });
});

describe('incremental delivery', () => {
  const schema = [
    'directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT',
    'directive @stream(initialCount: Int! = 0, if: Boolean! = true, label: String) on FIELD',
    'type Product { id: ID! reviews: [String] related: [String] }',
    'type Query { product: Product }',
  ].join('\n');
  const resolvers = `
    const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    export const rootValue = {
      product: () => ({
        id: '1',
        reviews: async () => { await delay(5); return ['Great', 'Okay']; },
        related: async function* () { for (const item of ['a', 'b', 'c']) { await delay(5); yield item; } },
      }),
    };`;

  test('@defer gives the initial payload, then the deferred data', async () => {
    const query = '{ product { id ... @defer(label: "reviews") { reviews } } }';
    expect(await run({schema, resolvers, query})).toEqual({
      kind: 'payloads',
      incremental: true,
      payloads: [
        {
          data: {product: {id: '1'}},
          pending: [{id: '0', path: ['product'], label: 'reviews'}],
          hasNext: true,
        },
        {
          hasNext: false,
          incremental: [{id: '0', data: {reviews: ['Great', 'Okay']}}],
          completed: [{id: '0'}],
        },
      ],
    });
  });

  test('@stream sends the remaining list items in later payloads, in order', async () => {
    const result = await run({schema, resolvers, query: '{ product { related @stream(initialCount: 1) } }'});
    if (result.kind !== 'payloads') throw new Error(JSON.stringify(result));
    expect(result.payloads[0]).toMatchObject({data: {product: {related: ['a']}}, hasNext: true});
    expect(result.payloads.length).toBeGreaterThan(1);
    const streamed = result.payloads
      .slice(1)
      .flatMap((payload) => (payload.incremental as {items?: string[]}[] | undefined) ?? [])
      .flatMap((entry) => entry.items ?? []);
    expect(streamed).toEqual(['b', 'c']);
    expect(result.payloads.at(-1)).toMatchObject({hasNext: false});
  });

  test('a schema with @defer still answers queries that defer nothing, in one payload', async () => {
    expect(await run({schema, resolvers, query: '{ product { id } }'})).toEqual({
      kind: 'payloads',
      incremental: true,
      payloads: [{data: {product: {id: '1'}}}],
    });
  });
});
