import express from 'express';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { formatError } from './format-error.mjs';
import { rootValue, schema } from './schema.mjs';

export const app = express();
app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // express-graphql's default context was the request.
    context: (req) => req.raw,
    formatError,
    validationRules: [NoSchemaIntrospectionCustomRule],
  }),
);
