import { readFileSync } from 'node:fs';
import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { ruruHTML } from 'ruru/server';
import { RandomDie } from './random-die.mjs';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const rootValue = {
  getDie: ({ numSides }) => new RandomDie(numSides),
};

export const app = express();

app.all('/graphql', createHandler({ schema, rootValue }));

if (process.env.NODE_ENV !== 'production') {
  app.get('/', (_req, res) => {
    res.type('html').send(ruruHTML({ endpoint: '/graphql' }));
  });
}
