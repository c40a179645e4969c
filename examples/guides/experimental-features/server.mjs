import express from 'express';
import { parse } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { rootValue, schema } from './team.mjs';

const app = express();

app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // graphql-http parses with parse(query): pass the option yourself.
    parse: (query) => parse(query, { experimentalFragmentArguments: true }),
  }),
);

app.listen(4000, () => {
  console.log('GraphQL API at http://localhost:4000/graphql');
});
