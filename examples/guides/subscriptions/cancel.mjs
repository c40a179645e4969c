import { readFile } from 'node:fs/promises';
import { parse, subscribe } from 'graphql';
import { pubsub, schema } from './schema.mjs';

const document = parse(
  await readFile(new URL('./message-added.graphql', import.meta.url), 'utf8'),
);
const variableValues = { room: 'general' };
const report = (label, value) => console.log(JSON.stringify({ [label]: value }));

// 1. return() closes the stream at once, even while a read is waiting for an event.
const first = await subscribe({ schema, document, variableValues });
const waiting = first.next();
await first.return();
report('readAfterReturn', await waiting);
report('listenersAfterReturn', pubsub.listenerCount('general'));

// 2. An abort signal rejects the waiting read, but the source keeps listening.
const controller = new AbortController();
const second = await subscribe({
  schema,
  document,
  variableValues,
  abortSignal: controller.signal,
});
const pending = second.next();
controller.abort(new Error('Client went away'));
await pending.catch((error) => report('readAfterAbort', error.message));
report('listenersAfterAbort', pubsub.listenerCount('general'));

// So close the stream as well; a server does both when a client leaves.
await second.return();
report('listenersAfterAbortAndReturn', pubsub.listenerCount('general'));
