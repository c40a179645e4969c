import express from 'express';
import { buildSchema, GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { authenticate } from './authenticate.mjs';

const schema = buildSchema(`
  type Query {
    ip: String
    me: String
  }
`);

const rootValue = {
  ip: (args, context) => context.ip,
  me: (args, context) => {
    if (!context.user) {
      throw new GraphQLError('Not authenticated', {
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    return context.user.name;
  },
};

function logRequest(req, res, next) {
  console.log(`${req.method} ${req.path} from ${req.ip}`);
  next();
}

export const app = express();
app.use(logRequest);
app.use(authenticate);
app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // graphql-http hands resolvers nothing from the request unless you pass it here.
    context: (req) => ({ ip: req.raw.ip, user: req.raw.user }),
  }),
);
