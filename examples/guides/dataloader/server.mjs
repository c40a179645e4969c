import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { createLoaders } from './loaders.mjs';
import { schema } from './schema.mjs';

const app = express();

app.all(
  '/graphql',
  createHandler({
    schema,
    // graphql-http calls this once per request: every request gets new loaders.
    context: () => ({ loaders: createLoaders() }),
  }),
);

app.listen(4000, () => {
  console.log('GraphQL API at http://localhost:4000/graphql');
});
