import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { applyAuthDirective } from './auth-directive.mjs';
import * as db from './db.mjs';
import { User } from './models.mjs';
import { getPost, listPosts, publishPost } from './posts.mjs';

const sdl = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The schema everyone gets. */
export const schema = applyAuthDirective(buildSchema(sdl('./schema.graphql')));

/** The same types plus the fields only admins may know about. */
export const adminSchema = applyAuthDirective(
  buildSchema(`${sdl('./schema.graphql')}\n${sdl('./admin.graphql')}`),
);

export const schemaFor = (viewer) => (viewer?.role === 'ADMIN' ? adminSchema : schema);

// Root fields call the business layer; it decides what the viewer may see.
export const rootValue = {
  me: (_args, { viewer, loaders }) => (viewer ? loaders.user.load(viewer.id) : null),
  post: ({ id }, context) => getPost(context, id),
  posts: (_args, context) => listPosts(context),
  publishPost: ({ id }, context) => publishPost(context, id),
  users: async () => (await db.allUsers()).map((row) => new User(row)),
};
