import DataLoader from 'dataloader';
import * as db from './db.mjs';
import { Post, User } from './models.mjs';

// The batch functions load rows by id, for whoever asks: they know nothing of the viewer.
const byId = (rows, ids, Model) => {
  const found = new Map(rows.map((row) => [row.id, new Model(row)]));
  return ids.map((id) => found.get(id) ?? null);
};

/** New loaders, with empty caches: one set per request. */
export function createLoaders() {
  return {
    user: new DataLoader(async (ids) => byId(await db.findUsers(ids), ids, User)),
    post: new DataLoader(async (ids) => byId(await db.findPosts(ids), ids, Post)),
  };
}
