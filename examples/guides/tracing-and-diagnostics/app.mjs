import { randomUUID } from 'node:crypto';
import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { schema } from './schema.mjs';
import { runInTrace, startTracing } from './tracer.mjs';

// One JSON line per span: a log shipper can forward these as they are, or map each one onto
// an OpenTelemetry span.
startTracing((span) => console.log(JSON.stringify(span)));

export const app = express();

// Every span of a request carries the caller's request id, or a fresh one, so a slow
// resolver can be traced back to the request that ran it.
app.use((req, res, next) => {
  const traceId = req.get('x-request-id') ?? randomUUID();
  res.set('x-request-id', traceId);
  runInTrace(traceId, next);
});

app.all('/graphql', createHandler({ schema }));
