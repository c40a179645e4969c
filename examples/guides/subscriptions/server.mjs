import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { schema } from './schema.mjs';

const app = express();

// Queries and mutations: GraphQL over HTTP. graphql-http refuses subscriptions.
app.all('/graphql', createHandler({ schema }));

const server = app.listen(4000, (error) => {
  if (error) throw error;
  console.log('GraphQL over HTTP and WebSocket at localhost:4000/graphql');
});

// Subscriptions: the graphql-transport-ws protocol on the same port and path. The HTTP
// server hands WebSocket upgrade requests to ws, and every other request to Express.
useServer({ schema }, new WebSocketServer({ server, path: '/graphql' }));
