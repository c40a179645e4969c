import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { schema } from './schema.mjs';

export const app = express();
// The resolvers live on the schema's fields, so no rootValue is needed.
app.all('/graphql', createHandler({ schema }));
