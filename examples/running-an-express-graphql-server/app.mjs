import { readFileSync } from 'node:fs';
import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { ruruHTML } from 'ruru/server';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const rootValue = {
  hello: () => 'Hello world!',
};

export const app = express();

app.all('/graphql', createHandler({ schema, rootValue }));

// GraphiQL helps while you build the API; production servers should not serve it.
if (process.env.NODE_ENV !== 'production') {
  app.get('/', (_req, res) => {
    res.type('html').send(ruruHTML({ endpoint: '/graphql' }));
  });
}
