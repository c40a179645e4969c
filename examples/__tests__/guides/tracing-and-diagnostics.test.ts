import diagnostics from 'node:diagnostics_channel';
import {pathToFileURL} from 'node:url';
import {buildSchema, graphql, parse, print, subscribe} from 'graphql';
import {afterEach, expect, test, vi} from 'vitest';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  evalModule,
  example,
  expectShownOutput,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  startServerScript,
} from '../harness';

const dir = 'guides/tracing-and-diagnostics';
const channelNames = [
  'graphql:parse',
  'graphql:validate',
  'graphql:execute',
  'graphql:execute:variableCoercion',
  'graphql:execute:rootSelectionSet',
  'graphql:resolve',
  'graphql:subscribe',
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What ES module code prints, run by Node.js from the sample's folder, so `graphql` resolves as for the samples. */
async function printedBy(code: string, env?: NodeJS.ProcessEnv): Promise<string> {
  return evalModule(code, {cwd: example(dir), env});
}

/** Records every event of every graphql-js tracing channel while `fn` runs. */
async function recordEvents(fn: () => Promise<unknown>): Promise<string[]> {
  const events: string[] = [];
  const subscriptions = channelNames.map((name) => {
    const record = (event: string) => (context: unknown) => {
      const fieldPath = (context as {fieldPath?: string}).fieldPath;
      events.push(fieldPath ? `${name} ${event} ${fieldPath}` : `${name} ${event}`);
    };
    const handlers = {
      start: record('start'),
      end: record('end'),
      asyncStart: record('asyncStart'),
      asyncEnd: record('asyncEnd'),
      error: record('error'),
    };
    diagnostics.tracingChannel(name).subscribe(handlers);
    return () => diagnostics.tracingChannel(name).unsubscribe(handlers);
  });
  try {
    await fn();
  } finally {
    subscriptions.forEach((unsubscribe) => unsubscribe());
  }
  return events;
}

test('event-order.mjs prints the events and the result the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/event-order.mjs`), `${dir}/event-order.json`);
});

test('the channels need no opt-in, and are silent without process.getBuiltinModule', async () => {
  // What a runtime without process.getBuiltinModule (Node 22.0-22.2, browsers) gets: no events at all.
  // The deletion runs in a preload, before the sample's imports load graphql. This NODE_OPTIONS leaves
  // out the harness's recording preload, which would load graphql first.
  const stdout = await printedBy(await readSample(`${dir}/event-order.mjs`), {
    NODE_OPTIONS: '--import="data:text/javascript,delete process.getBuiltinModule"',
  });
  const printed = JSON.parse(stdout) as {events: string[]; result: unknown};
  expect(printed.events).toEqual([]);
  expect(printed.result).toEqual(
    ((await readShownJson(`${dir}/event-order.json`)) as {result: unknown}).result,
  );
});

test('spans.mjs prints the spans the page shows (with a clock that only timers move)', async () => {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
  const logs: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
  let finished = false;
  const running = import(/* @vite-ignore */ pathToFileURL(example(`${dir}/spans.mjs`)).href).finally(
    () => (finished = true),
  );
  while (!finished) await vi.advanceTimersByTimeAsync(1);
  await running;
  await expectShownOutput(logs.join('\n'), `${dir}/spans.json`);
  const spans = JSON.parse(logs.join('\n')) as {name: string; parentSpanId?: string; spanId: string}[];

  // As the page says: resolver spans hang off the operation's span, not off their parent field's.
  const execute = spans.find((span) => span.name === 'graphql.execute');
  const resolvers = spans.filter((span) => span.name.startsWith('graphql.resolve'));
  expect(resolvers.map((span) => span.name)).toEqual([
    'graphql.resolve Query.book',
    'graphql.resolve Book.author',
  ]);
  expect(resolvers.every((span) => span.parentSpanId === execute?.spanId)).toBe(true);
});

test('failing resolvers get spans with status "error"; default resolvers that answer at once get none', async () => {
  const {startTracing} = await import('../../guides/tracing-and-diagnostics/tracer.mjs');
  const spans: {name: string; status: string; error?: string}[] = [];
  const stop = startTracing((span: (typeof spans)[number]) => spans.push(span));
  const schema = buildSchema('type Query { broken: String }');
  const run = (broken: unknown) => graphql({schema, source: '{ broken }', rootValue: {broken}});
  try {
    await run(async () => Promise.reject(new Error('Disk full')));
    await run(() => {
      throw new Error('Out of memory');
    });
    await run('fine');
    await run(() => 'also fine');
  } finally {
    stop();
  }
  expect(spans.filter((span) => span.name.startsWith('graphql.resolve'))).toEqual([
    expect.objectContaining({status: 'error', error: 'Error: Disk full'}),
    expect.objectContaining({status: 'error', error: 'Error: Out of memory'}),
  ]);
  expect(spans.filter((span) => span.name === 'graphql.execute')).toHaveLength(4);
});

test('a list of 100 books with two fields publishes 201 resolver starts', async () => {
  const schema = buildSchema('type Book { id: ID title: String } type Query { books: [Book] }');
  const books = Array.from({length: 100}, (_, index) => ({id: index, title: `Book ${index}`}));
  const events = await recordEvents(() =>
    graphql({schema, source: '{ books { id title } }', rootValue: {books}}),
  );
  expect(events.filter((event) => event.startsWith('graphql:resolve start'))).toHaveLength(201);
});

test('functions in rootValue are reported as default resolvers', async () => {
  const schema = buildSchema('type Query { hello: String }');
  const contexts: {fieldName: string; isDefaultResolver: boolean}[] = [];
  const handlers = {
    start: (context: unknown) => void contexts.push(context as (typeof contexts)[number]),
    end() {},
    asyncStart() {},
    asyncEnd() {},
    error() {},
  };
  diagnostics.tracingChannel('graphql:resolve').subscribe(handlers);
  try {
    await graphql({schema, source: '{ hello }', rootValue: {hello: () => 'Hello'}});
  } finally {
    diagnostics.tracingChannel('graphql:resolve').unsubscribe(handlers);
  }
  expect(contexts).toMatchObject([{fieldName: 'hello', isDefaultResolver: true}]);
});

test('parse errors publish `error`; validation errors arrive as the `result`', async () => {
  const schema = buildSchema('type Query { hello: String }');
  const parseEvents = await recordEvents(() => graphql({schema, source: '{ hello'}));
  expect(parseEvents).toEqual(['graphql:parse start', 'graphql:parse error', 'graphql:parse end']);
  const results: unknown[] = [];
  const handlers = {
    start() {},
    end: (context: unknown) => void results.push((context as {result: unknown}).result),
    asyncStart() {},
    asyncEnd() {},
    error() {},
  };
  diagnostics.tracingChannel('graphql:validate').subscribe(handlers);
  try {
    await graphql({schema, source: '{ nope }'});
  } finally {
    diagnostics.tracingChannel('graphql:validate').unsubscribe(handlers);
  }
  expect(asJson(results)).toEqual([
    [{message: 'Cannot query field "nope" on type "Query".', locations: [{line: 1, column: 3}]}],
  ]);
});

test('a subscription publishes graphql:subscribe and graphql:execute:variableCoercion once, then a root selection set per event', async () => {
  const schema = buildSchema('type Query { a: String } type Subscription { tick: Int }');
  const document = parse('subscription { tick }');
  const events = await recordEvents(async () => {
    const stream = await subscribe({
      schema,
      document,
      rootValue: {
        async *tick() {
          yield {tick: 1};
          yield {tick: 2};
        },
      },
    });
    for await (const result of stream as AsyncIterable<unknown>) void result;
  });
  expect(events.filter((event) => event.includes(' start'))).toEqual([
    'graphql:subscribe start',
    'graphql:execute:variableCoercion start',
    'graphql:execute:rootSelectionSet start',
    'graphql:resolve start tick',
    'graphql:execute:rootSelectionSet start',
    'graphql:resolve start tick',
  ]);
  expect((await readPage('guides/tracing-and-diagnostics')).replaceAll(/\s+/g, ' ')).toContain(
    'publishes `graphql:subscribe` and `graphql:execute:variableCoercion` once',
  );
});

test('a subscriber that throws does not change the result, but raises an uncaught exception', async () => {
  const stdout = await printedBy(`
    import diagnostics from 'node:diagnostics_channel';
    import { buildSchema, graphql } from 'graphql';
    process.on('uncaughtException', (error) => console.log('uncaught: ' + error.message));
    diagnostics.tracingChannel('graphql:execute').subscribe({
      start() { throw new Error('bug in a subscriber'); },
      end() {}, asyncStart() {}, asyncEnd() {}, error() {},
    });
    const schema = buildSchema('type Query { hello: String }');
    console.log(JSON.stringify(await graphql({ schema, source: '{ hello }', rootValue: { hello: 'Hi' } })));
  `);
  expect(stdout.trim().split('\n')).toEqual(['{"data":{"hello":"Hi"}}', 'uncaught: bug in a subscriber']);
});

test('the server logs one span per line, all carrying the request id from the curl command', async () => {
  const commands = await curlCommandsIn('guides/tracing-and-diagnostics');
  expect(commands).toHaveLength(1);
  // The command sends the operation the page shows in query.graphql.
  expect(print(parse(curlBody(commands[0]).query))).toBe(
    print(parse(await readSample(`${dir}/query.graphql`))),
  );

  const server = await startServerScript(`${dir}/server.mjs`);
  let stdout: string;
  try {
    const response = JSON.parse(await runCurl(commands[0], server.url));
    expect(response).toEqual(((await readShownJson(`${dir}/event-order.json`)) as {result: unknown}).result);
    await vi.waitFor(() => expect(server.printed().stdout).toContain('"graphql.execute"'));
    stdout = server.printed().stdout;
  } finally {
    await server.close();
  }

  const [startLine, ...spanLines] = stdout.trim().split('\n');
  expect(startLine).toBe('GraphQL server on http://localhost:4000/graphql');
  const spans = spanLines.map((line) => JSON.parse(line));
  expect(spans.map((span) => span.name)).toEqual([
    'graphql.parse',
    'graphql.validate',
    'graphql.resolve Query.book',
    'graphql.resolve Book.author',
    'graphql.execute',
  ]);
  expect(spans.every((span) => span.traceId === 'req-42')).toBe(true);
  expect(spans.every((span) => typeof span.durationMs === 'number' && span.status === 'ok')).toBe(true);
});

test('the playground runs schema.mjs with query.graphql and gets the traced result', async () => {
  const payloads = await runPlayground({
    resolvers: await readSample(`${dir}/schema.mjs`),
    query: await readSample(`${dir}/query.graphql`),
    fileNames: {resolvers: 'schema.mjs'},
  });
  expect(payloads).toEqual([((await readShownJson(`${dir}/event-order.json`)) as {result: unknown}).result]);
});
