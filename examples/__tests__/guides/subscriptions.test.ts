import {EventEmitter, on} from 'node:events';
import net from 'node:net';
import {buildSchema, defaultFieldResolver, graphql, parse, printSchema, subscribe, validate} from 'graphql';
import express from 'express';
import {createClient as createSseClient} from 'graphql-sse';
import {createHandler as createSseHandler} from 'graphql-sse/lib/use/express';
import {createClient} from 'graphql-ws';
import WebSocket from 'ws';
import {afterEach, expect, test, vi} from 'vitest';
import {pubsub, schema} from '../../guides/subscriptions/schema.mjs';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  example,
  expectShownOutput,
  importWithEdit,
  listenOnFreePort,
  readSample,
  readShownJson,
  runCurl,
  runNode,
  runPlayground,
  runScript,
  startServerScript,
  type RunningServer,
  type ServerScript,
} from '../harness';

const dir = 'guides/subscriptions';
let server: RunningServer | undefined;
const clientSockets = new Set<net.Socket>();

afterEach(async () => {
  // A client that did not finish (a failed test) would keep its WebSocket, and the server, open.
  for (const socket of clientSockets) socket.destroy();
  clientSockets.clear();
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/**
 * server.mjs with one route added that says how many subscriptions listen to a room of the server's
 * pub/sub, so a test can see them start and stop inside the server process.
 */
async function startServerWithListenerCount(): Promise<ServerScript> {
  const route = "app.all('/graphql', createHandler({ schema }));";
  return startServerScript(`${dir}/server.mjs`, {
    edit: {
      from: route,
      to: `${route}\napp.get('/listeners/:room', async (req, res) => res.json((await import('./schema.mjs')).pubsub.listenerCount(req.params.room)));`,
    },
  });
}

/** Waits until the server's pub/sub has `count` listeners for the room. */
async function untilListening(url: string, room: string, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await (await fetch(`${url}/listeners/${room}`)).json()).toBe(count), {
    timeout: 5000,
  });
}

/**
 * Sends the connections a client sample opens to localhost:4000 (as a reader's would) to the test
 * server's port instead, so the sample runs unchanged and tests never depend on port 4000 being free.
 */
function redirectPort4000(url: string): void {
  const port = Number(new URL(url).port);
  const connect = net.Socket.prototype.connect;
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    // net.connect() passes its normalized arguments as one array; socket.connect(options) passes the object.
    const options = (Array.isArray(args[0]) ? args[0][0] : args[0]) as net.TcpNetConnectOpts;
    if (typeof options === 'object' && Number(options.port) === 4000) {
      options.port = port;
      options.host = '127.0.0.1';
      clientSockets.add(this);
    }
    return Reflect.apply(connect, this, args) as net.Socket;
  });
}

test('schema.graphql is the SDL of the code-first schema in schema.mjs', async () => {
  expect(printSchema(schema)).toBe((await readSample(`${dir}/schema.graphql`)).trimEnd());
});

test('subscribe.mjs prints one result per posted message, as the page shows', async () => {
  await expectShownOutput(await runScript(`${dir}/subscribe.mjs`), `${dir}/subscribe-output.jsonl`);
});

test('subscribing to an unknown room returns one result with errors instead of a stream', async () => {
  const run = await runNode(['subscribe.mjs', 'kitchen'], {cwd: example(dir)});
  expect(run.code).toBe(1);
  await expectShownOutput(run.stdout, `${dir}/unknown-room.json`);
});

test('cancel.mjs shows return() closing at once and an abort signal leaving the source open', async () => {
  await expectShownOutput(await runScript(`${dir}/cancel.mjs`), `${dir}/cancel-output.jsonl`);
});

test('after an abort, every read rejects, and the source is closed when its next event arrives', async () => {
  const document = parse(await readSample(`${dir}/message-added.graphql`));
  const controller = new AbortController();
  const stream = (await subscribe({
    schema,
    document,
    variableValues: {room: 'random'},
    abortSignal: controller.signal,
  })) as AsyncGenerator;
  const pending = stream.next();
  controller.abort(new Error('gone'));
  await expect(pending).rejects.toThrow('gone');
  await expect(stream.next()).rejects.toThrow('gone');
  expect(pubsub.listenerCount('random')).toBe(1);
  pubsub.publish('random', {id: 'x', room: 'random', text: 'late'});
  await vi.waitFor(() => expect(pubsub.listenerCount('random')).toBe(0));
});

test('an async generator cannot be closed while it waits, and misses events sent before its first read', async () => {
  // The page's warning about wrapping a pub/sub in `async function*`, checked with Node's events.on.
  const emitter = new EventEmitter();
  async function* messages() {
    for await (const [message] of on(emitter, 'message')) yield {messageAdded: message};
  }
  const sdl = buildSchema(await readSample(`${dir}/schema.graphql`));
  const stream = (await subscribe({
    schema: sdl,
    document: parse('subscription { messageAdded(room: "general") { text } }'),
    rootValue: {messageAdded: () => messages()},
  })) as AsyncGenerator;
  emitter.emit('message', {text: 'too early'});
  const first = stream.next();
  emitter.emit('message', {text: 'seen'});
  expect(await first).toEqual({done: false, value: {data: {messageAdded: {text: 'seen'}}}});
  const waiting = stream.next();
  const closed = stream.return(undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(emitter.listenerCount('message')).toBe(1);
  emitter.emit('message', {text: 'wakes it up'});
  await closed;
  await waiting;
  expect(emitter.listenerCount('message')).toBe(0);

  // events.on() itself listens at once and closes while waiting, but yields the listener's arguments.
  const direct = (await subscribe({
    schema: sdl,
    document: parse('subscription { messageAdded(room: "general") { text } }'),
    rootValue: {messageAdded: () => on(emitter, 'message')},
    // Only the root field gets the emitted arguments; the message's own fields resolve as usual.
    fieldResolver: (source, args, context, info) =>
      info.path.prev === undefined ? source[0] : defaultFieldResolver(source, args, context, info),
  })) as AsyncGenerator;
  expect(emitter.listenerCount('message')).toBe(1);
  emitter.emit('message', {text: 'early is fine'});
  const read = direct.next();
  expect(await read).toMatchObject({value: {data: {messageAdded: {text: 'early is fine'}}}});
  const waitingDirect = direct.next();
  await direct.return(undefined);
  expect(await waitingDirect).toEqual({done: true, value: undefined});
  expect(emitter.listenerCount('message')).toBe(0);
});

test('an event published after a failed resolve still arrives: errors are per event', async () => {
  const stream = (await subscribe({
    schema,
    document: parse('subscription { messageAdded(room: "random") { id text } }'),
  })) as AsyncGenerator;
  pubsub.publish('random', {id: '1', room: 'random', text: null});
  pubsub.publish('random', {id: '2', room: 'random', text: 'fine'});
  expect(asJson(await stream.next())).toEqual({
    done: false,
    value: {
      errors: [
        {
          message: 'Cannot return null for non-nullable field Message.text.',
          locations: [{line: 1, column: 50}],
          path: ['messageAdded', 'text'],
        },
      ],
      data: null,
    },
  });
  expect(asJson(await stream.next())).toEqual({
    done: false,
    value: {data: {messageAdded: {id: '2', text: 'fine'}}},
  });
  await stream.return(undefined);
});

test('without `resolve`, the default resolver looks for messageAdded on each event and finds nothing', async () => {
  const edited = await importWithEdit<{schema: typeof schema; pubsub: typeof pubsub}>(
    `${dir}/schema.mjs`,
    'resolve: (message) => message,',
    '',
  );
  const stream = (await subscribe({
    schema: edited.schema,
    document: parse(await readSample(`${dir}/message-added.graphql`)),
    variableValues: {room: 'general'},
  })) as AsyncGenerator;
  edited.pubsub.publish('general', {id: '1', room: 'general', text: 'Hello'});
  expect(asJson((await stream.next()).value)).toMatchObject({
    errors: [{message: 'Cannot return null for non-nullable field Subscription.messageAdded.'}],
    data: null,
  });
  await stream.return(undefined);
});

test('subscribe() does not validate: with two root fields it quietly runs only the first', async () => {
  const document = parse(
    'subscription { a: messageAdded(room: "general") { id } b: messageAdded(room: "random") { id } }',
  );
  const stream = (await subscribe({schema, document})) as AsyncGenerator;
  expect(pubsub.listenerCount('general')).toBe(1);
  expect(pubsub.listenerCount('random')).toBe(0);
  await stream.return(undefined);
});

test('subscribe() throws for a query', () => {
  expect(() => subscribe({schema, document: parse('{ messages(room: "general") { id } }')})).toThrow(
    'Expected subscription operation.',
  );
});

test('a missing `subscribe` gives "must return Async Iterable. Received: undefined."', async () => {
  const edited = await importWithEdit<{schema: typeof schema}>(
    `${dir}/schema.mjs`,
    'subscribe: (_source, args) => {',
    'unused: (_source, args) => {',
  );
  const result = await subscribe({
    schema: edited.schema,
    document: parse(await readSample(`${dir}/message-added.graphql`)),
    variableValues: {room: 'general'},
  });
  expect(asJson(result)).toMatchObject({
    errors: [{message: 'Subscription field must return Async Iterable. Received: undefined.'}],
  });
});

test('validation allows exactly one root field in a subscription', () => {
  expect(
    validate(
      schema,
      parse(
        'subscription { a: messageAdded(room: "general") { id } b: messageAdded(room: "random") { id } }',
      ),
    ).map((error) => error.message),
  ).toEqual(['Anonymous Subscription must select only one top level field.']);
});

test('the playground runs post-message.graphql with schema.mjs and pubsub.mjs, as the browser does', async () => {
  const payloads = await runPlayground({
    resolvers: await readSample(`${dir}/schema.mjs`),
    modules: {'pubsub.mjs': await readSample(`${dir}/pubsub.mjs`)},
    query: await readSample(`${dir}/post-message.graphql`),
    variables: await readSample(`${dir}/variables.json`),
    fileNames: {resolvers: 'schema.mjs'},
    instance: 1,
  });
  expect(payloads).toEqual([await readShownJson(`${dir}/post-message.json`)]);

  // As the page suggests, replace the operation with messages.graphql: the same instance keeps the message.
  const listedPayloads = await runPlayground({
    resolvers: await readSample(`${dir}/schema.mjs`),
    modules: {'pubsub.mjs': await readSample(`${dir}/pubsub.mjs`)},
    query: await readSample(`${dir}/messages.graphql`),
    variables: await readSample(`${dir}/variables.json`),
    fileNames: {resolvers: 'schema.mjs'},
    instance: 1,
  });
  expect(listedPayloads).toEqual([{data: {messages: [{id: '1', text: 'Hello'}]}}]);
});

test('the playground cannot run the subscription: execute() runs it once, without calling subscribe', async () => {
  const payloads = await runPlayground({
    resolvers: await readSample(`${dir}/schema.mjs`),
    modules: {'pubsub.mjs': await readSample(`${dir}/pubsub.mjs`)},
    query: await readSample(`${dir}/message-added.graphql`),
    variables: '{"room": "general"}',
    fileNames: {resolvers: 'schema.mjs'},
    instance: 2,
  });
  expect(payloads).toMatchObject([
    {errors: [{message: 'Cannot return null for non-nullable field Subscription.messageAdded.'}], data: null},
  ]);
});

test('the mutation gets the response the page shows, and messages.graphql reads it back', async () => {
  // The only test that posts through this file's own instance of schema.mjs, so ids start at 1.
  const variableValues = JSON.parse(await readSample(`${dir}/variables.json`));
  const posted = await graphql({
    schema,
    source: await readSample(`${dir}/post-message.graphql`),
    variableValues,
  });
  expect(asJson(posted)).toEqual(await readShownJson(`${dir}/post-message.json`));
  const listed = await graphql({
    schema,
    source: await readSample(`${dir}/messages.graphql`),
    variableValues: {room: 'general'},
  });
  expect(asJson(listed)).toEqual({data: {messages: [{id: '1', text: 'Hello'}]}});
});

test('node server.mjs prints where it listens, and answers a subscription over HTTP with an error', async () => {
  const started = await startServerScript(`${dir}/server.mjs`);
  server = started;
  expect(started.stdout).toBe('GraphQL over HTTP and WebSocket at localhost:4000/graphql\n');
  const response = await fetch(`${started.url}/graphql`, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body: JSON.stringify({
      query: await readSample(`${dir}/message-added.graphql`),
      variables: {room: 'general'},
    }),
  });
  expect(await response.json()).toEqual({errors: [{message: 'Subscriptions are not supported'}]});
});

test('client.mjs receives over graphql-ws the messages that the page curl commands post', async () => {
  const started = await startServerWithListenerCount();
  server = started;

  redirectPort4000(started.url);
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const clientDone = import('../../guides/subscriptions/client.mjs');
  await untilListening(started.url, 'general', 1);

  const commands = await curlCommandsIn('guides/subscriptions');
  expect(commands).toHaveLength(2);
  for (const command of commands) {
    const body = curlBody(command);
    expect(body.query).toContain('postMessage');
    expect(JSON.parse(await runCurl(command, started.url))).toMatchObject({data: {postMessage: {}}});
  }
  await clientDone;
  await expectShownOutput(printed.join('\n'), `${dir}/subscribe-output.jsonl`);
  // The client left the loop: graphql-ws sent "complete" and the server closed the stream.
  await untilListening(started.url, 'general', 0);
});

test('over graphql-ws, a subscription that fails to start arrives as one result, then completes', async () => {
  server = await startServerScript(`${dir}/server.mjs`);
  const client = createClient({url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket});
  const results = [];
  for await (const result of client.iterate({
    query: await readSample(`${dir}/message-added.graphql`),
    variables: {room: 'kitchen'},
  })) {
    results.push(result);
  }
  await client.dispose();
  expect(results).toEqual([await readShownJson(`${dir}/unknown-room.json`)]);
});

test('over graphql-ws, an invalid operation makes iterate() throw the validation errors', async () => {
  server = await startServerScript(`${dir}/server.mjs`);
  const client = createClient({url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket});
  const iterate = async () => {
    for await (const result of client.iterate({
      query: 'subscription { messageAdded(room: "general") { nope } }',
    })) {
      expect.unreachable(`no result expected, got ${JSON.stringify(result)}`);
    }
  };
  await expect(iterate()).rejects.toEqual([
    {message: 'Cannot query field "nope" on type "Message".', locations: [{line: 1, column: 48}]},
  ]);
  await client.dispose();
});

test('when a graphql-ws client goes away without unsubscribing, the server closes the stream', async () => {
  const started = await startServerWithListenerCount();
  server = started;
  const client = createClient({
    url: `${started.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
  });
  const events = client.iterate({
    query: await readSample(`${dir}/message-added.graphql`),
    variables: {room: 'general'},
  });
  void events.next().catch(() => {});
  await untilListening(started.url, 'general', 1);
  client.terminate();
  await untilListening(started.url, 'general', 0);
});

test('graphql-sse carries the same subscription over Server-Sent Events, given the same schema', async () => {
  const app = express();
  app.use('/graphql/stream', createSseHandler({schema}));
  server = await listenOnFreePort(app);
  const client = createSseClient({url: `${server.url}/graphql/stream`});
  const events = client.iterate({
    query: await readSample(`${dir}/message-added.graphql`),
    variables: {room: 'random'},
  });
  const first = events.next();
  await vi.waitFor(() => expect(pubsub.listenerCount('random')).toBe(1));
  pubsub.publish('random', {id: '7', room: 'random', text: 'over SSE'});
  expect(await first).toEqual({done: false, value: {data: {messageAdded: {id: '7', text: 'over SSE'}}}});
  await events.return?.();
  client.dispose();
  await vi.waitFor(() => expect(pubsub.listenerCount('random')).toBe(0));
});
