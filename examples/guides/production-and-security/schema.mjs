import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { buildSchema } from 'graphql';
import { pageSize } from './page-size.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

class Product {
  constructor(id, name) {
    this.id = id;
    this.name = name;
  }

  reviews({ first }) {
    return [5, 4, 2].slice(0, pageSize(first)).map((rating, index) => ({
      id: `${this.id}-${index + 1}`,
      rating,
      product: this,
    }));
  }

  related({ first }) {
    return products.filter((product) => product !== this).slice(0, pageSize(first));
  }
}

const products = [
  new Product('1', 'Desk lamp'),
  new Product('2', 'Office chair'),
  new Product('3', 'Standing desk'),
];

export const rootValue = {
  products: ({ first }) => products.slice(0, pageSize(first)),
  product: ({ id }) => products.find((product) => product.id === id),
  salesReport: async (_args, _context, info) => {
    // The signal fires when the request is cancelled, so the work stops with it.
    await setTimeout(5000, undefined, { signal: info.getAbortSignal() });
    return 'Sales are up.';
  },
};
