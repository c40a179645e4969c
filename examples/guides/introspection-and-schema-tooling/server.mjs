import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { rootValue, schema } from './catalog.mjs';

const app = express();
app.all('/graphql', createHandler({ schema, rootValue }));

app.listen(4000, () => {
  console.log('Catalog API at http://localhost:4000/graphql');
});
