import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { applyAuth } from './auth.mjs';

export const schema = applyAuth(
  buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
);

const products = [
  {
    id: '1',
    sku: 'LAMP-1',
    name: 'Desk lamp',
    price: 3900,
    cost: 1450,
    updatedAt: '2025-01-31T09:30:00Z',
  },
  {
    id: '2',
    sku: 'CHAIR-7',
    name: 'Office chair',
    price: 18900,
    cost: 9900,
    updatedAt: '2025-02-14T16:00:00Z',
  },
].map((product) => ({ ...product, title: product.name })); // the deprecated name still works

export const rootValue = {
  product: ({ by }) => {
    // @oneOf guarantees exactly one key with a non-null value: nothing else to handle.
    const [[key, value]] = Object.entries(by);
    return products.find((product) => product[key] === value);
  },
  products: ({ first, limit }) => products.slice(0, first ?? limit ?? products.length),
};
