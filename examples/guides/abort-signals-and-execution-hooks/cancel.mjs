import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { events, rootValue, schema } from './shop.mjs';

const source = readFileSync(new URL('./order.graphql', import.meta.url), 'utf8');

// The caller gives up after 50 ms, as a server does when its client disconnects.
const controller = new AbortController();
setTimeout(() => controller.abort(new Error('Client disconnected')), 50);

const report = {};
try {
  await graphql({ schema, rootValue, source, abortSignal: controller.signal });
} catch (error) {
  report.rejectedWith = {
    name: error.name,
    message: error.message,
    causeIsTheReason: error.cause === controller.signal.reason,
  };
  // The partial result: a promise that settles once the running resolvers have.
  report.abortedResult = await error.abortedResult;
}
report.events = events;
console.log(JSON.stringify(report, null, 2));
