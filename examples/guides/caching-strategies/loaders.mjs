import DataLoader from 'dataloader';
import * as db from './db.mjs';

const inKeyOrder = (rows, ids) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
};

/** New loaders with empty caches, for one request. */
export function createLoaders() {
  return {
    product: new DataLoader(async (ids) => inKeyOrder(await db.findProducts(ids), ids)),
    category: new DataLoader(async (ids) =>
      inKeyOrder(await db.findCategories(ids), ids),
    ),
  };
}
