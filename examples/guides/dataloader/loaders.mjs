import DataLoader from 'dataloader';
import { findAuthorsByIds, findBooksByAuthorIds } from './db.mjs';

// A batch function gets every key requested in one tick of the event loop and
// must return one value per key, in the order of the keys.
async function loadAuthors(ids) {
  const rows = await findAuthorsByIds(ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The database sorted by name and skipped unknown ids; put each row back in its
  // key's place, with null where there is none.
  return ids.map((id) => byId.get(id) ?? null);
}

// One-to-many: each author id gets the list of its books, empty if it has none.
async function loadBooksByAuthor(authorIds) {
  const rows = await findBooksByAuthorIds(authorIds);
  return authorIds.map((authorId) => rows.filter((row) => row.authorId === authorId));
}

// Called once per request, so that nothing cached outlives the request.
export function createLoaders() {
  return {
    author: new DataLoader(loadAuthors),
    booksByAuthor: new DataLoader(loadBooksByAuthor),
  };
}
