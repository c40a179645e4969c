import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  input MessageInput {
    content: String
    author: String
  }

  type Message {
    id: ID!
    content: String
    author: String
  }

  type Query {
    getMessage(id: ID!): Message
  }

  type Mutation {
    createMessage(input: MessageInput): Message
    updateMessage(id: ID!, input: MessageInput): Message
  }
`);

// Messages by id. A real application would keep them in a database, which would assign the ids.
const messages = new Map();
let lastId = 0;

function findMessage(id) {
  const message = messages.get(id);
  if (!message) {
    throw new Error(`no message exists with id ${id}`);
  }
  return message;
}

const rootValue = {
  getMessage: ({ id }) => findMessage(id),
  createMessage: ({ input }) => {
    // Counting from 1 keeps ids predictable, so operations can name a message you just created.
    const message = { ...input, id: String(++lastId) };
    messages.set(message.id, message);
    return message;
  },
  updateMessage: ({ id, input }) => {
    findMessage(id);
    // The input replaces the whole record: fields left out become null.
    const message = { ...input, id };
    messages.set(id, message);
    return message;
  },
};

export const app = express();
app.all('/graphql', createHandler({ schema, rootValue }));
