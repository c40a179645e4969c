import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// With a schema built from SDL, each object names its own type in __typename.
const products = [
  { __typename: 'Shirt', id: '1', name: 'Red Tee', price: 19, color: 'RED', size: 'M' },
  { __typename: 'Shirt', id: '2', name: 'Blue Tee', price: 19, color: 'BLUE', size: 'L' },
  { __typename: 'Mug', id: '3', name: 'Blue Mug', price: 12.5, capacityMl: 450 },
];

const categories = [
  {
    __typename: 'Category',
    name: 'Blue Collection',
    products: products.filter((product) => product.name.startsWith('Blue')),
  },
];

export const rootValue = {
  // An SDL enum's values reach resolvers as their names: here 'RED', 'GREEN' or 'BLUE'.
  products: ({ color }) =>
    color === undefined
      ? products
      : products.filter((product) => product.color === color),
  search: ({ text }) =>
    [...products, ...categories].filter((item) =>
      item.name.toLowerCase().includes(text.toLowerCase()),
    ),
};
