import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { createContext, viewerFor } from './context.mjs';
import { rootValue, schemaFor } from './schema.mjs';

export const app = express();

app.all(
  '/graphql',
  createHandler({
    // A new context for every request: its viewer, and loaders no other request shares.
    context: (req) => createContext(viewerFor(req.raw.get('authorization'))),
    // Called after context, so the schema can depend on the viewer.
    schema: (_req, args) => schemaFor(args.contextValue.viewer),
    rootValue,
  }),
);
