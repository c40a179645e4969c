import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { authenticate } from './authenticate.mjs';

const schema = buildSchema(`
  type Query {
    me: String!
  }
`);

const rootValue = {
  me: (args, context) => context.user.name,
};

export const app = express();
app.use(authenticate);
app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    context: (req) => {
      if (!req.raw.user) {
        // A [body, init] pair is sent as the HTTP response; the operation never runs.
        return [null, { status: 401, statusText: 'Unauthorized' }];
      }
      return { user: req.raw.user };
    },
  }),
);
