import express from 'express';
import {
  buildSchema,
  execute,
  executeSync,
  experimentalExecuteIncrementally,
  graphql,
  graphqlSync,
  GraphQLDeferDirective,
  GraphQLSchema,
  GraphQLStreamDirective,
  legacyExecuteIncrementally,
  parse,
  print,
  printDirective,
  specifiedDirectives,
  subscribe,
  validate,
  type ExecutionResult,
} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import sidebars from '../../sidebars';
import {rootValue, schema} from '../defer-stream/schema.mjs';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  runCurl,
  runScript,
  runScriptLines,
  startServerScript,
  type ServerScript,
} from './harness';

const dir = 'defer-stream';
const refusal =
  'The provided schema unexpectedly contains experimental directives (@defer or @stream). These directives may only be utilized if experimental execution features are explicitly enabled.';
const plain = '{ product { name } }';
const deferred = '{ product { id ... @defer { name } } }';

test('the deferred operation prints the initial payload, then the deferred fragment', async () => {
  await expectShownOutput(await runScript(`${dir}/run.mjs`, ['defer.graphql']), `${dir}/defer.jsonl`);
});

test('the streamed operation prints the first item, then the rest', async () => {
  const stdout = await runScript(`${dir}/run.mjs`, ['stream.graphql']);
  await expectShownOutput(stdout, `${dir}/stream.jsonl`);
  const printed = stdout
    .trimEnd()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          data?: {product: {related: string[]}};
          incremental?: {id: string; items?: string[]}[];
        },
    );
  // However the items are batched into payloads, the first payload and the streamed ones form the whole list.
  const [initial, ...subsequent] = printed;
  const streamed = subsequent.flatMap((payload) =>
    (payload.incremental ?? []).filter((entry) => entry.id === '0').flatMap((entry) => entry.items ?? []),
  );
  expect([...(initial.data?.product.related ?? []), ...streamed]).toEqual(['a', 'b', 'c']);
});

test('items that are ready together may share one payload', async () => {
  const result = await experimentalExecuteIncrementally({
    schema,
    document: parse('{ product { related @stream } }'),
    rootValue: {product: () => ({related: ['a', 'b', 'c']})},
  });
  if (!('initialResult' in result)) throw new Error('expected an incremental result');
  const payloads = [];
  for await (const payload of result.subsequentResults) payloads.push(asJson(payload));
  expect(payloads).toEqual([
    {hasNext: false, incremental: [{id: '0', items: ['a', 'b', 'c']}], completed: [{id: '0'}]},
  ]);
});

test('the sample operations are valid against the schema', async () => {
  for (const file of ['defer.graphql', 'stream.graphql']) {
    expect(validate(schema, parse(await readSample(`${dir}/${file}`)))).toEqual([]);
  }
});

test('without the default directives in the list, @include would be unknown', () => {
  const withoutDefaults = new GraphQLSchema({
    ...buildSchema('type Query { a: String }').toConfig(),
    directives: [GraphQLDeferDirective, GraphQLStreamDirective],
  });
  expect(validate(withoutDefaults, parse('{ a @include(if: true) }')).map((error) => error.message)).toEqual([
    'Unknown directive "@include".',
  ]);
});

test('the SDL directive definitions the page shows are the built-in ones, and they enable @defer', async () => {
  const shownSdl = await readSample(`${dir}/directives.graphql`);
  expect(shownSdl.trim()).toBe(
    `${printDirective(GraphQLDeferDirective)}\n\n${printDirective(GraphQLStreamDirective)}`,
  );
  const sdlSchema = buildSchema(`${await readSample(`${dir}/schema.graphql`)}\n${shownSdl}`);
  const document = parse(await readSample(`${dir}/defer.graphql`));
  expect(validate(sdlSchema, document)).toEqual([]);
  const result = await experimentalExecuteIncrementally({schema: sdlSchema, document, rootValue});
  expect(result).toHaveProperty('initialResult');
});

describe('what each function does with a schema that has the directives', () => {
  test('entry-points.mjs prints what the page shows', async () => {
    await expectShownOutput(await runScript(`${dir}/entry-points.mjs`), `${dir}/entry-points.json`);
    expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain('`' + refusal + '`');
  });

  test.each([plain, deferred])('execute throws synchronously, for %s too', (source) => {
    expect(() => execute({schema, document: parse(source), rootValue})).toThrow(refusal);
  });

  test.each([plain, deferred])('graphql returns a promise that rejects, for %s too', async (source) => {
    const result = graphql({schema, source, rootValue});
    expect(result).toBeInstanceOf(Promise);
    await expect(result).rejects.toThrow(refusal);
  });

  test.each([plain, deferred])('graphqlSync throws synchronously, for %s too', (source) => {
    expect(() => graphqlSync({schema, source, rootValue})).toThrow(refusal);
  });

  test('graphql and graphqlSync still answer syntax and validation errors with a result', async () => {
    for (const source of ['{ product {', '{ nope }']) {
      expect((await graphql({schema, source, rootValue})).errors).toHaveLength(1);
      expect(graphqlSync({schema, source, rootValue}).errors).toHaveLength(1);
    }
  });

  test('executeSync runs an operation that delays nothing, and fails once something is deferred', () => {
    expect(asJson(executeSync({schema, document: parse(plain), rootValue}))).toEqual({
      data: {product: {name: 'Lamp'}},
    });
    const off = '{ product { id ... @defer(if: false) { name } } }';
    expect(asJson(executeSync({schema, document: parse(off), rootValue}))).toEqual({
      data: {product: {id: '1', name: 'Lamp'}},
    });
    // `name` is synchronous: the failure is about the result having two payloads.
    expect(() => executeSync({schema, document: parse(deferred), rootValue})).toThrow(
      'GraphQL execution failed to complete synchronously.',
    );
  });

  // A schema with a subscription and both directives, and the first event a subscription operation gets.
  const withSubscription = new GraphQLSchema({
    ...buildSchema(
      'type Query { a: String } type Tick { n: Int list: [Int] } type Subscription { tick: Tick }',
    ).toConfig(),
    directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective],
  });
  const firstEvent = async (source: string, variableValues?: {v: boolean}) => {
    const stream = await subscribe({
      schema: withSubscription,
      document: parse(source),
      variableValues,
      rootValue: {
        async *tick() {
          yield {tick: {n: 1, list: [1, 2]}};
        },
      },
    });
    if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
    return asJson((await stream.next()).value as ExecutionResult);
  };

  test('subscribe runs subscriptions; validation allows the directives there only with if: false', async () => {
    expect(await firstEvent('subscription { tick { n } }')).toEqual({data: {tick: {n: 1}}});
    const deferInside = 'subscription { tick { ... @defer { n } } }';
    expect(validate(withSubscription, parse(deferInside)).map((error) => error.message)).toEqual([
      'Defer directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`.',
    ]);
    const switchedOff = 'subscription { tick { ... @defer(if: false) { n } } }';
    expect(validate(withSubscription, parse(switchedOff))).toEqual([]);
    expect(await firstEvent(switchedOff)).toEqual({data: {tick: {n: 1}}});
  });

  test('in a subscription, @defer(if: $v) and @stream(if: $v) pass validation; a true variable fails the field when an event runs', async () => {
    const deferred = 'subscription ($v: Boolean!) { tick { ... @defer(if: $v) { n } } }';
    const streamed = 'subscription ($v: Boolean!) { tick { list @stream(if: $v) } }';
    for (const source of [deferred, streamed]) expect(validate(withSubscription, parse(source))).toEqual([]);
    const deferMessage =
      '`@defer` directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`.';
    expect(await firstEvent(deferred, {v: true})).toMatchObject({
      errors: [{message: deferMessage, path: ['tick']}],
      data: {tick: null},
    });
    expect(await firstEvent(streamed, {v: true})).toMatchObject({
      errors: [{message: deferMessage.replaceAll('@defer', '@stream'), path: ['tick', 'list']}],
    });
    expect(await firstEvent(deferred, {v: false})).toEqual({data: {tick: {n: 1}}});
    const page = (await readPage(dir)).replaceAll(/\s+/g, ' ');
    expect(page).toContain(`\`\`"${deferMessage}"\`\``);
    expect(page).toContain(
      'unless their `if` is `false` or a variable, and a variable that is `true` fails the field',
    );
  });

  test('a graphql-http handler answers 500 with an empty body once a request reaches execution', async () => {
    const app = express();
    app.all('/graphql', createHandler({schema, rootValue}));
    const server = await listenOnFreePort(app);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const query of [plain, deferred]) {
        const response = await postGraphQL(`${server.url}/graphql`, {query});
        expect([response.status, response.json]).toEqual([500, null]);
      }
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Internal error'), expect.any(Error));
      const invalid = await postGraphQL(`${server.url}/graphql`, {query: '{ nope }'});
      expect(invalid.status).toBe(200);
      expect(invalid.json).toMatchObject({errors: [{message: 'Cannot query field "nope" on type "Query".'}]});
    } finally {
      logged.mockRestore();
      await server.close();
    }
  });
});

test('experimentalExecuteIncrementally gives an ordinary result when nothing is delayed', async () => {
  for (const source of [plain, '{ product { id ... @defer(if: false) { name } } }']) {
    const result = await experimentalExecuteIncrementally({schema, document: parse(source), rootValue});
    expect(result).not.toHaveProperty('initialResult');
    expect(asJson(result)).toMatchObject({data: {product: {name: 'Lamp'}}});
  }
  expect(await readPage(dir)).toContain('`@defer(if: false)`');
});

test('legacyExecuteIncrementally puts path and label on each entry, with no ids', async () => {
  const result = await legacyExecuteIncrementally({
    schema,
    document: parse(await readSample(`${dir}/defer.graphql`)),
    rootValue,
  });
  if (!('initialResult' in result)) throw new Error('expected an incremental result');
  expect(asJson(result.initialResult)).toEqual({data: {product: {id: '1', name: 'Lamp'}}, hasNext: true});
  const payloads = [];
  for await (const payload of result.subsequentResults) payloads.push(asJson(payload));
  expect(payloads).toEqual([
    {
      hasNext: false,
      incremental: [{data: {reviews: ['Great', 'Okay']}, path: ['product'], label: 'reviews'}],
    },
  ]);
});

test('deferred work starts after the initial payload, unless enableEarlyExecution is set', async () => {
  const events: string[] = [];
  const product = () => ({
    id: '1',
    name: async () => {
      events.push('name starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('name ends');
      return 'Lamp';
    },
    reviews: () => {
      events.push('reviews start');
      return [];
    },
  });
  const document = parse('{ product { name ... @defer { reviews } } }');
  for (const enableEarlyExecution of [false, true]) {
    const result = await experimentalExecuteIncrementally({
      schema,
      document,
      rootValue: {product},
      enableEarlyExecution,
    });
    if (!('initialResult' in result)) throw new Error('expected an incremental result');
    for await (const payload of result.subsequentResults) expect(payload).toBeDefined();
  }
  expect(events).toEqual([
    'name starts',
    'name ends',
    'reviews start',
    'name starts',
    'reviews start',
    'name ends',
  ]);
});

const invalidOperations = [
  {
    query: '{ product { name @stream } }',
    message: 'Directive "@stream" cannot be used on non-list field "Product.name".',
  },
  {
    query: '{ product { ... @defer(label: "a") { id } related @stream(label: "a") } }',
    message:
      'Value for arguments "defer(label:)" and "stream(label:)" must be unique across all Defer/Stream directive usages.',
  },
  {
    query: 'query ($label: String) { product { ... @defer(label: $label) { id } } }',
    message: 'Argument "@defer(label:)" must be a static string.',
  },
];

test.each(invalidOperations)(
  'validation rejects $query with the message the page shows',
  async ({query, message}) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([message]);
    const page = await readPage(dir);
    expect(page).toContain(`\`${query}\``);
    expect(page).toContain(`\`${message}\``);
  },
);

test('validation refuses deferring the root fields of a mutation', () => {
  const withMutation = new GraphQLSchema({
    ...buildSchema('type Query { a: String } type Mutation { m: String }').toConfig(),
    directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective],
  });
  expect(
    validate(withMutation, parse('mutation { ... @defer { m } }')).map((error) => error.message),
  ).toEqual(['Defer directive cannot be used on root mutation type "Mutation".']);
});

test('without the directives in the schema, @defer is an unknown directive', async () => {
  const plainSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  const errors = validate(plainSchema, parse(await readSample(`${dir}/defer.graphql`)));
  expect(errors.map((error) => error.message)).toEqual(['Unknown directive "@defer".']);
  expect(await readPage(dir)).toContain('`Unknown directive "@defer".`');
});

test('a negative initialCount is a field error with the message the page quotes', async () => {
  const query = '{ product { id related @stream(initialCount: -1) } }';
  const result = await experimentalExecuteIncrementally({schema, document: parse(query), rootValue});
  const message = 'initialCount must be a positive integer';
  expect(asJson(result)).toMatchObject({
    errors: [{message, path: ['product', 'related']}],
    data: {product: {id: '1', related: null}},
  });
  expect(await readPage(dir)).toContain(`\`${message}\``);
});

describe('serving it over HTTP: node server.mjs and the curl command', () => {
  let server: ServerScript;
  beforeAll(async () => {
    server = await startServerScript(`${dir}/server.mjs`);
  });
  afterAll(() => server.close());

  test('node server.mjs prints its URL; the curl command sends defer.graphql and prints one part per payload the page shows', async () => {
    expect(server.stdout).toBe('Incremental GraphQL API at http://localhost:4000/graphql\n');
    const [command, ...others] = await curlCommandsIn(dir);
    expect(others).toEqual([]);
    expect(print(parse(curlBody(command).query))).toBe(
      print(parse(await readSample(`${dir}/defer.graphql`))),
    );
    const output = await runCurl(command, server.url);
    const part = '\r\n---\r\ncontent-type: application/json; charset=utf-8\r\n\r\n';
    expect(output.endsWith('\r\n-----\r\n')).toBe(true);
    const [before, ...parts] = output.slice(0, -'\r\n-----\r\n'.length).split(part);
    expect(before).toBe('');
    expect(parts.map((text) => JSON.parse(text))).toEqual(
      await runScriptLines(`${dir}/run.mjs`, ['defer.graphql']),
    );
  });

  test('the parts arrive one by one: the initial payload about 50 ms before the reviews', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'multipart/mixed'},
      body: JSON.stringify({query: await readSample(`${dir}/defer.graphql`)}),
    });
    expect(response.headers.get('content-type')).toBe('multipart/mixed; boundary="-"');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: {at: number; text: string}[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      arrivals.push({at: performance.now(), text: decoder.decode(chunk.value)});
    const initial = arrivals.find(({text}) => text.includes('"pending"'))!;
    const reviews = arrivals.find(({text}) => text.includes('"reviews":['))!;
    expect(arrivals.indexOf(initial)).toBeLessThan(arrivals.indexOf(reviews));
    expect(reviews.at - initial.at).toBeGreaterThan(30);
  });

  test('a deferred operation for a client that accepts only JSON gets 406 and an error, not parts it cannot read', async () => {
    const query = await readSample(`${dir}/defer.graphql`);
    const refused = await postGraphQL(`${server.url}/graphql`, {query}, {accept: 'application/json'});
    expect([refused.status, refused.json]).toEqual([
      406,
      {errors: [{message: 'Accept multipart/mixed for @defer and @stream.'}]},
    ]);
    // A client that accepts anything, as curl does by default, gets the parts.
    const anything = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: '*/*'},
      body: JSON.stringify({query}),
    });
    expect([anything.status, anything.headers.get('content-type')]).toEqual([
      200,
      'multipart/mixed; boundary="-"',
    ]);
    await anything.body?.cancel();
    expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
      'such as `Accept: application/json`, could not read those parts: it gets status 406 and an error instead.',
    );
  });

  test('an operation that delays nothing gets ordinary JSON, and an invalid one its errors', async () => {
    const plainResponse = await postGraphQL(`${server.url}/graphql`, {query: '{ product { id } }'});
    expect(plainResponse.contentType).toMatch(/^application\/json/);
    expect(plainResponse.json).toEqual({data: {product: {id: '1'}}});
    const invalid = await postGraphQL(`${server.url}/graphql`, {query: '{ product { nope } }'});
    expect(invalid.json).toMatchObject({
      errors: [{message: expect.stringMatching(/^Cannot query field "nope"/)}],
    });
    const syntax = await postGraphQL(`${server.url}/graphql`, {query: '{ product'});
    expect([syntax.status, syntax.json]).toEqual([
      400,
      {errors: [{message: 'Syntax Error: Expected Name, found <EOF>.'}]},
    ]);
  });
});

test("the page sits in the tutorial sidebar's Advanced category, after Constructing Types", () => {
  const advanced = sidebars.tutorialSidebar.find(
    (item) => typeof item === 'object' && item.label === 'Advanced',
  );
  expect(typeof advanced === 'object' && advanced.items).toEqual([
    'tutorials/constructing-types',
    'tutorials/defer-stream',
  ]);
});
