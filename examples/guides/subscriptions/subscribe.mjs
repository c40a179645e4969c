import { readFile } from 'node:fs/promises';
import { graphql, parse, subscribe, validate } from 'graphql';
import { schema } from './schema.mjs';

const read = (file) => readFile(new URL(file, import.meta.url), 'utf8');
const room = process.argv[2] ?? 'general';
const document = parse(await read('./message-added.graphql'));

// subscribe() does not validate the operation; like execute(), it expects a valid one.
const errors = validate(schema, document);
if (errors.length > 0) throw new AggregateError(errors, 'Invalid operation');

const result = await subscribe({ schema, document, variableValues: { room } });

if (!(Symbol.asyncIterator in result)) {
  // The subscription could not start: one result with errors, and no stream.
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = 1;
} else {
  // Another client posts two messages. The stream is already listening, so it queues them.
  const postMessage = await read('./post-message.graphql');
  for (const text of ['Hello', 'Is anyone here?']) {
    await graphql({ schema, source: postMessage, variableValues: { room, text } });
  }

  let received = 0;
  for await (const event of result) {
    console.log(JSON.stringify(event));
    // Leaving the loop calls result.return(), which unsubscribes from the pub/sub.
    if (++received === 2) break;
  }
}
