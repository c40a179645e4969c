import { readFileSync } from 'node:fs';
import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { ruruHTML } from 'ruru/server';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const rootValue = {
  quoteOfTheDay: () => (Math.random() < 0.5 ? 'Take it easy' : 'Salvation lies within'),
  random: () => Math.random(),
  rollThreeDice: () => [1, 2, 3].map(() => 1 + Math.floor(Math.random() * 6)),
};

export const app = express();

app.all('/graphql', createHandler({ schema, rootValue }));

if (process.env.NODE_ENV !== 'production') {
  app.get('/', (_req, res) => {
    res.type('html').send(ruruHTML({ endpoint: '/graphql' }));
  });
}
