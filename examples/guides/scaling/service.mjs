import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { composeSchema } from './compose.mjs';

// One GraphQL service: a schema of its own, served over HTTP.
export function createService(modules) {
  const app = express();
  app.all('/graphql', createHandler({ schema: composeSchema(modules) }));
  return app;
}
