import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { connectionFrom } from './connection.mjs';
import { posts } from './posts.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

export const rootValue = {
  posts: (args) => connectionFrom(posts, args),
};
