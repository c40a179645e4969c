// The catalog module: products and their prices.
export const products = [
  { id: 'p1', name: 'Notebook', price: 4.5 },
  { id: 'p2', name: 'Fountain pen', price: 32 },
];

export const catalog = {
  typeDefs: `
    extend type Query {
      products: [Product!]!
    }

    type Product {
      id: ID!
      name: String!
      price: Float!
    }
  `,
  resolvers: {
    Query: {
      products: () => products,
    },
  },
};
