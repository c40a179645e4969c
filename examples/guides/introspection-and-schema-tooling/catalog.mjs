import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const products = [
  {
    id: '1',
    sku: 'LAMP-01',
    name: 'Desk lamp',
    price: 39.5,
    addedAt: '2026-03-02T09:00:00Z',
  },
  {
    id: '2',
    sku: 'NOTE-A5',
    name: 'Notebook',
    price: 4.5,
    addedAt: '2026-01-15T12:30:00Z',
  },
];

export const rootValue = {
  products: ({ first }) => products.slice(0, first),
  product: ({ by }) =>
    products.find((product) => product.id === by.id || product.sku === by.sku),
};
