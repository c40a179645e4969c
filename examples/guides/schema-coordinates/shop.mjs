import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const products = [
  { id: '1', name: 'Desk lamp', priceInEur: 39, gtin: '04006381333931' },
  { id: '2', name: 'Office chair', priceInEur: 189, gtin: '09501101530003' },
  { id: '3', name: 'Notebook', priceInEur: 4.5, gtin: '05012345678900' },
];

class Product {
  constructor(data) {
    Object.assign(this, data);
    this.ean = data.gtin.slice(1); // the deprecated field still works
  }

  price({ currency }) {
    if (currency !== 'EUR') {
      // Stands in for a call to an exchange-rate service that is down.
      throw new Error(`No exchange rate for ${currency}`);
    }
    return this.priceInEur;
  }
}

export const rootValue = {
  product: ({ id }) => {
    const data = products.find((product) => product.id === id);
    return data ? new Product(data) : null;
  },
  products: () => products.map((data) => new Product(data)),
  addReview: ({ input }) => rootValue.product({ id: input.productId }),
};
