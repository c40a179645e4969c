import { createServer } from 'node:http';
import { createHandler } from 'graphql-http/lib/use/http';
import { rootValue, schema } from './schema.mjs';

const handler = createHandler({ schema, rootValue });

// The handler answers whatever request it is given: the server decides which path it owns.
const server = createServer((req, res) => {
  if (new URL(req.url, 'http://localhost').pathname === '/graphql') {
    handler(req, res);
  } else {
    res.writeHead(404).end();
  }
});

server.listen(4000, () => {
  console.log('GraphQL API ready at http://localhost:4000/graphql');
});
