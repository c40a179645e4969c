import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { shopperFor } from './db.mjs';
import { createDocumentCache } from './document-cache.mjs';
import { createLoaders } from './loaders.mjs';
import { createResponseCache } from './response-cache.mjs';
import { rootValue, schema } from './schema.mjs';

const documents = createDocumentCache();
const responses = createResponseCache();

export const app = express();

app.use('/graphql', (req, res, next) => {
  // Nothing may be stored unless the response cache says so. The response also depends
  // on these request headers, so caches that store it must keep them apart.
  res.set({ 'cache-control': 'no-store', vary: 'accept, authorization, cookie' });
  next();
});

app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // A new set of loaders, and so a new per-request cache, for every request.
    context: (req) => ({
      loaders: createLoaders(),
      shopper: shopperFor(req.raw.get('authorization')),
    }),
    parse: documents.parse,
    validate: documents.validate,
    onSubscribe: responses.onSubscribe,
    onOperation: responses.onOperation,
  }),
);
