import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { rootValue, schema } from './schema.mjs';

export const app = express();

// GET and POST on one URL: app.all, not app.post.
app.all('/graphql', createHandler({ schema, rootValue }));
