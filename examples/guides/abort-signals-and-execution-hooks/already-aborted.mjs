import { execute, graphql, parse } from 'graphql';
import { events, rootValue, schema } from './shop.mjs';

// A request that waited too long in a queue: its signal fired before execution began.
const signal = AbortSignal.abort(new Error('Request expired in the queue'));
const source = '{ order(id: "1") { status } }';
const report = {};

try {
  await graphql({ schema, rootValue, source, abortSignal: signal });
} catch (error) {
  report.graphqlRejectedWith = error === signal.reason ? 'the reason itself' : error.name;
}

try {
  execute({ schema, rootValue, document: parse(source), abortSignal: signal });
} catch (error) {
  report.executeThrew = error === signal.reason ? 'the reason itself' : error.name;
}

report.events = events;
console.log(JSON.stringify(report, null, 2));
