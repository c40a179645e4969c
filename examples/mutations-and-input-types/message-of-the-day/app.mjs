import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Query {
    getMessage: String
  }

  type Mutation {
    setMessage(message: String): String
  }
`);

// Lives in memory, so it is empty again after every restart.
let currentMessage = null;

const rootValue = {
  getMessage: () => currentMessage,
  setMessage: ({ message }) => {
    currentMessage = message;
    return currentMessage;
  },
};

export const app = express();
app.all('/graphql', createHandler({ schema, rootValue }));
