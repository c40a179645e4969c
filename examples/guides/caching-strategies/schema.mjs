import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import * as db from './db.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// Products are plain rows; graphql's default resolver calls `category` as a method.
const withCategory = (row) =>
  row && {
    ...row,
    category: (_args, { loaders }) => loaders.category.load(row.categoryId),
  };

export const rootValue = {
  product: async ({ id }, { loaders }) => withCategory(await loaders.product.load(id)),
  products: async () => (await db.allProducts()).map(withCategory),
  me: (_args, { shopper }) => shopper,
};
