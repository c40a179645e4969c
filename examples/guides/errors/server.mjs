import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { maskErrors } from './mask-errors.mjs';
import { rootValue, schema } from './orders.mjs';

const app = express();

app.all('/graphql', createHandler({ schema, rootValue, formatError: maskErrors }));

app.listen(4000, () => {
  console.log('GraphQL API at http://localhost:4000/graphql');
});
