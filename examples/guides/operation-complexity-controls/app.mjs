import express from 'express';
import { parse } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { limitRules } from './limit-rules.mjs';
import { parseLimits } from './parse-limits.mjs';
import { rootValue, schema } from './schema.mjs';

export const app = express();

// graphql-http reads a body of any size; this refuses larger ones with 413. It reads every
// body, whatever its content-type: graphql-http also accepts `application/ json`, which
// express.json's default type does not match, and would then read the body itself.
app.use(express.json({ limit: '100kb', type: () => true }));

app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // graphql-http calls parse with the query text only; the limits are added here.
    parse: (source) => parse(source, parseLimits),
    // A function replaces graphql-http's default rules (limitRules includes them), and
    // it sees each request's variables, which the cost depends on.
    validationRules: (_req, args) =>
      limitRules({ variables: args.variableValues, operationName: args.operationName }),
  }),
);
