import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';

// The span that is open where code runs now. graphql-js publishes `start` synchronously where a
// piece of work begins, so a span opened there takes the current span as its parent, and
// AsyncLocalStorage carries the new span across every `await` inside that work.
const currentSpan = new AsyncLocalStorage();

// The name and attributes of each channel's spans. The operation attributes use the names of
// OpenTelemetry's semantic conventions for GraphQL.
const spanKinds = {
  'graphql:parse': () => ({ name: 'graphql.parse', attributes: {} }),
  'graphql:validate': () => ({ name: 'graphql.validate', attributes: {} }),
  'graphql:execute': (context) => ({
    name: 'graphql.execute',
    attributes: {
      'graphql.operation.type': context.operationType,
      'graphql.operation.name': context.operationName,
    },
  }),
  'graphql:resolve': (context) => ({
    name: `graphql.resolve ${context.parentType}.${context.fieldName}`,
    attributes: { 'graphql.field.path': context.fieldPath },
  }),
};

let lastSpanId = 0;

/** Runs `fn` in a trace: every span graphql-js opens inside it carries this `traceId`. */
export function runInTrace(traceId, fn) {
  return currentSpan.run({ traceId }, fn);
}

/**
 * Turns graphql-js's tracing channels into spans and calls `onSpanEnd` with each finished span.
 * Returns a function that stops tracing.
 */
export function startTracing(onSpanEnd) {
  const stops = Object.entries(spanKinds).map(([channelName, describe]) => {
    const channel = diagnostics.tracingChannel(channelName);
    // One context object travels through all the events of one traced call.
    const startTimes = new WeakMap();

    const open = (context) => {
      const parent = currentSpan.getStore();
      startTimes.set(context, performance.now());
      return {
        traceId: parent?.traceId ?? randomUUID(),
        spanId: String(++lastSpanId),
        parentSpanId: parent?.spanId,
      };
    };

    const close = (context) => {
      const failed = Object.hasOwn(context, 'error');
      onSpanEnd({
        ...currentSpan.getStore(),
        ...describe(context),
        durationMs: Number((performance.now() - startTimes.get(context)).toFixed(2)),
        status: failed ? 'error' : 'ok',
        ...(failed && { error: String(context.error) }),
      });
    };

    const handlers = {
      start() {},
      end(context) {
        // Without a result or an error, the call returned a promise: close on `asyncEnd`.
        if (!Object.hasOwn(context, 'result') && !Object.hasOwn(context, 'error')) return;
        // A field without a resolver of its own that answered at once only read a property;
        // a span for each of those would bury the ones worth looking at.
        if (context.isDefaultResolver && !Object.hasOwn(context, 'error')) return;
        close(context);
      },
      asyncStart() {},
      asyncEnd: close,
      error() {},
    };

    channel.start.bindStore(currentSpan, open);
    channel.subscribe(handlers);
    return () => {
      channel.unsubscribe(handlers);
      channel.start.unbindStore(currentSpan);
    };
  });
  return () => stops.forEach((stop) => stop());
}
