import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { logErrors } from './log-errors.mjs';
import { maskError } from './mask-error.mjs';
import { requestId } from './request-id.mjs';
import { rootValue, schema } from './schema.mjs';

export const app = express();

app.use(requestId);
app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    onOperation: (req, args, result) => logErrors(req.raw.id, args, result),
    formatError: maskError,
  }),
);
