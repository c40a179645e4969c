import {setTimeout as wait} from 'node:timers/promises';
import {inspect} from 'node:util';
import {
  buildSchema,
  defaultFieldResolver,
  execute,
  graphql,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  lexicographicSortSchema,
  parse,
  printSchema,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLResolveInfo,
} from 'graphql';
import {expect, test} from 'vitest';
import {schema as codeFirstSchema} from '../../guides/resolver-anatomy/code-first.mjs';
import {rootValue, schema as sdlSchema} from '../../guides/resolver-anatomy/root-value.mjs';
import {
  asJson,
  expectShownOutput,
  importWithEdit,
  readPage,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
  runScriptWithEdit,
} from '../harness';

const dir = 'guides/resolver-anatomy';

test('run.mjs prints the response the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/run.mjs`), `${dir}/response.json`);
});

test('the rootValue version serves the same schema and gives the same response', async () => {
  expect(printSchema(lexicographicSortSchema(sdlSchema))).toBe(
    printSchema(lexicographicSortSchema(codeFirstSchema)),
  );
  const source = await readSample(`${dir}/query.graphql`);
  expect(asJson(await graphql({schema: sdlSchema, source, rootValue}))).toEqual(
    await readShownJson(`${dir}/response.json`),
  );
});

test('the playground runs schema.graphql with root-value.mjs and gets the same response', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/root-value.mjs`),
      modules: {'library.mjs': await readSample(`${dir}/library.mjs`)},
      query: await readSample(`${dir}/query.graphql`),
      fileNames: {resolvers: 'root-value.mjs'},
    }),
  ).toEqual([await readShownJson(`${dir}/response.json`)]);
});

test('inspect-info.mjs prints the report the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/inspect-info.mjs`), `${dir}/info.json`);
});

test('args has no prototype: hasOwnProperty throws, Object.hasOwn and `in` work, nested inputs too', async () => {
  const schema = buildSchema(`
    input Filter { author: String }
    type Query { books(filter: Filter, title: String): String }
  `);
  const seen: Record<string, unknown> = {};
  const books = (args: Record<string, unknown>) => {
    seen.hasOwn = Object.hasOwn(args, 'title');
    seen.inOperator = 'filter' in args;
    seen.filterPrototype = Object.getPrototypeOf(args.filter);
    seen.printed = inspect(args);
    // The call the page warns against, written as readers would write it.
    // eslint-disable-next-line no-prototype-builtins
    return args.hasOwnProperty('title');
  };
  const result = await graphql({schema, source: '{ books(title: "Dawn", filter: {}) }', rootValue: {books}});
  expect(result.errors?.map((error) => error.message)).toEqual(['args.hasOwnProperty is not a function']);
  expect(seen).toEqual({
    hasOwn: true,
    inOperator: true,
    filterPrototype: null,
    printed: expect.stringMatching(
      /^\[Object: null prototype\] \{\s+filter: \[Object: null prototype\] \{\},/,
    ),
  });
});

test('a field selected twice is resolved once, with both field nodes', async () => {
  const schema = buildSchema('type Book { title: String author: String } type Query { book(id: ID!): Book }');
  const calls: number[] = [];
  const result = await graphql({
    schema,
    source: '{ book(id: "1") { title } book(id: "1") { author } }',
    rootValue: {
      book: (args: unknown, context: unknown, info: GraphQLResolveInfo) => {
        calls.push(info.fieldNodes.length);
        return {title: 'Kindred', author: 'Octavia E. Butler'};
      },
    },
  });
  expect(asJson(result)).toEqual({data: {book: {title: 'Kindred', author: 'Octavia E. Butler'}}});
  expect(calls).toEqual([2]);
});

test('info.variableValues holds `coerced` and `sources`; the 16-style read gives undefined', async () => {
  const schema = buildSchema('type Query { hello(name: String): String }');
  let read: unknown[] = [];
  await graphql({
    schema,
    source: 'query ($who: String) { hello(name: $who) }',
    variableValues: {who: 'Ada'},
    rootValue: {
      hello: (args: unknown, context: unknown, info: GraphQLResolveInfo) => {
        const values = info.variableValues as unknown as Record<string, unknown>;
        read = [values.who, info.variableValues.coerced.who];
        return 'hi';
      },
    },
  });
  expect(read).toEqual([undefined, 'Ada']);

  // graphql 16 (installed as graphql-16) passed the coerced values themselves.
  const v16 = await import('graphql-16');
  let read16: unknown;
  await v16.graphql({
    schema: v16.buildSchema('type Query { hello(name: String): String }'),
    source: 'query ($who: String) { hello(name: $who) }',
    variableValues: {who: 'Ada'},
    rootValue: {
      hello: (args: unknown, context: unknown, info: {variableValues: unknown}) => {
        read16 = info.variableValues;
        return 'hi';
      },
    },
  });
  expect(read16).toEqual({who: 'Ada'});
});

test('the default field resolver: property, method with (args, context, info) and this, non-object source', async () => {
  const info = {fieldName: 'length'} as GraphQLResolveInfo;
  expect(defaultFieldResolver('a string', {}, undefined, info)).toBeUndefined();
  expect(defaultFieldResolver({length: 3}, {}, undefined, info)).toBe(3);
  const parent = {
    size: 3,
    length(this: {size: number}, args: {unit: string}, context: {factor: number}, given: GraphQLResolveInfo) {
      return `${this.size * context.factor} ${args.unit} (${given.fieldName})`;
    },
  };
  expect(defaultFieldResolver(parent, {unit: 'cm'}, {factor: 2}, info)).toBe('6 cm (length)');
});

test('a rootValue method written with four parameters: without a context it fails with the quoted message; with one, book is null without an error', async () => {
  const {rootValue: edited} = await importWithEdit<{rootValue: Record<string, unknown>}>(
    `${dir}/root-value.mjs`,
    'book({ id }) {',
    'book(source, { id }) {',
  );
  const source = '{ book(id: "1") { title } }';
  const result = await graphql({schema: sdlSchema, source, rootValue: edited});
  expect(result.errors?.map((error) => error.message)).toEqual([
    "Cannot destructure property 'id' of 'undefined' as it is undefined.",
  ]);
  const withContext = await graphql({
    schema: sdlSchema,
    source,
    rootValue: edited,
    contextValue: {user: 'ada'},
  });
  expect(asJson(withContext)).toEqual({data: {book: null}});
  const page = (await readPage('guides/resolver-anatomy')).replaceAll(/\s+/g, ' ');
  expect(page).toContain(
    "Without a context, every query fails with \"Cannot destructure property 'id' of 'undefined' as it is undefined.\"",
  );
  expect(page).toContain('`book` is `null`, with no error at all');
});

test('sibling fields run concurrently; mutation root fields one at a time', async () => {
  const schema = buildSchema('type Query { a: String b: String } type Mutation { a: String b: String }');
  const log: string[] = [];
  const slow = (name: string, ms: number) => async () => {
    log.push(`${name} start`);
    await wait(ms);
    log.push(`${name} end`);
    return name;
  };
  const rootValue = {a: slow('a', 30), b: slow('b', 5)};
  await graphql({schema, source: '{ a b }', rootValue});
  expect(log).toEqual(['a start', 'b start', 'b end', 'a end']);
  log.length = 0;
  await graphql({schema, source: 'mutation { a b }', rootValue});
  expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
});

test('a rejected promise becomes an error with a path; a non-null field passes its null up', async () => {
  const schema = buildSchema('type Book { title: String! } type Query { book: Book other: String }');
  const result = await graphql({
    schema,
    source: '{ book { title } other }',
    rootValue: {book: {title: async () => Promise.reject(new Error('Lost'))}, other: 'still here'},
  });
  expect(asJson(result)).toEqual({
    errors: [{message: 'Lost', locations: [{line: 1, column: 10}], path: ['book', 'title']}],
    data: {book: null, other: 'still here'},
  });
});

test('abort-signal.mjs prints the report the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/abort-signal.mjs`), `${dir}/abort-signal.json`);
});

test('without the signal, the wait outlives the aborted operation', async () => {
  const printed = JSON.parse(
    await runScriptWithEdit(
      `${dir}/abort-signal.mjs`,
      "await wait(5000, 'the report', { signal: info.getAbortSignal() })",
      "await wait(5000, 'the report')",
    ),
  );
  expect(printed).toEqual({
    graphqlRejected: 'AbortedGraphQLExecutionError: The operation was aborted due to timeout',
    idleWithinASecond: false,
  });
});

test("the rejection carries the caller's reason as its cause", async () => {
  const schema = buildSchema('type Query { slow: String }');
  const reason = new Error('client went away');
  const controller = new AbortController();
  const running = graphql({
    schema,
    source: '{ slow }',
    rootValue: {
      slow: (args: unknown, context: unknown, info: GraphQLResolveInfo) =>
        wait(1000, 'x', {signal: info.getAbortSignal()}),
    },
    abortSignal: controller.signal,
  });
  controller.abort(reason);
  await expect(running).rejects.toMatchObject({
    name: 'AbortedGraphQLExecutionError',
    message: 'client went away',
    cause: reason,
  });
});

test('the signal is aborted when the operation completes, also early because of a sibling error', async () => {
  const schema = buildSchema('type Query { fast: String! slow: String }');
  let signal: AbortSignal | undefined;
  const started = performance.now();
  const result = await graphql({
    schema,
    source: '{ fast slow }',
    rootValue: {
      fast: async () => {
        await wait(10);
        throw new Error('fast failed');
      },
      slow: async (args: unknown, context: unknown, info: GraphQLResolveInfo) => {
        signal = info.getAbortSignal();
        await wait(500);
        return 'slow';
      },
    },
  });
  expect(asJson(result)).toMatchObject({data: null});
  expect(performance.now() - started).toBeLessThan(400);
  expect(signal?.aborted).toBe(true);
});

test('track delays asyncWorkFinished but not the result; promiseAll keeps tracking after a rejection', async () => {
  const schema = buildSchema('type Query { a: String }');
  const document = parse('{ a }');
  const events: string[] = [];
  const hooks = {asyncWorkFinished: () => events.push('asyncWorkFinished')};
  const tracked = await execute({
    schema,
    document,
    hooks,
    rootValue: {
      a: (args: unknown, context: unknown, info: GraphQLResolveInfo) => {
        info.getAsyncHelpers().track([wait(30).then(() => events.push('audit written'))]);
        return 'a';
      },
    },
  });
  events.push(`result ${JSON.stringify(tracked)}`);
  await wait(60);
  expect(events).toEqual(['result {"data":{"a":"a"}}', 'audit written', 'asyncWorkFinished']);

  for (const helper of ['promiseAll', 'Promise.all'] as const) {
    events.length = 0;
    await execute({
      schema,
      document,
      hooks,
      rootValue: {
        a: async (args: unknown, context: unknown, info: GraphQLResolveInfo) => {
          const all = helper === 'promiseAll' ? info.getAsyncHelpers().promiseAll : Promise.all.bind(Promise);
          await all([
            wait(5).then(() => Promise.reject(new Error('fast fail'))),
            wait(40).then(() => events.push('slow done')),
          ]);
          return 'a';
        },
      },
    });
    await wait(80);
    expect(events).toEqual(
      helper === 'promiseAll' ? ['slow done', 'asyncWorkFinished'] : ['asyncWorkFinished', 'slow done'],
    );
  }
});

test('field-resolver.mjs prints what the page shows; fields with their own resolve skip fieldResolver', async () => {
  await expectShownOutput(await runScript(`${dir}/field-resolver.mjs`), `${dir}/field-resolver.json`);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {own: {type: GraphQLString, resolve: () => 'own'}, other: {type: GraphQLString}},
    }),
  });
  const reached: string[] = [];
  const result = await graphql({
    schema,
    source: '{ own other }',
    fieldResolver: (source, args, context, info) => {
      reached.push(info.fieldName);
      return 'from fieldResolver';
    },
  });
  expect(asJson(result)).toEqual({data: {own: 'own', other: 'from fieldResolver'}});
  expect(reached).toEqual(['other']);
});

test('the fields of the query without a resolver are both titles and name, as the page says', async () => {
  const document = parse(await readSample(`${dir}/query.graphql`));
  const typeInfo = new TypeInfo(codeFirstSchema);
  const unresolved: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!typeInfo.getFieldDef()?.resolve) unresolved.push(node.name.value);
      },
    }),
  );
  expect(unresolved).toEqual(['title', 'name', 'title']);
  expect(await readPage('guides/resolver-anatomy')).toContain(
    'Three fields in that response, both `title`s and `name`, have no resolver at all.',
  );
});
