import { products } from './catalog.mjs';

// The favorites module adds a field to a type that another module owns.
const favoritesByUser = new Map([['u1', ['p2']]]);

export const favorites = {
  typeDefs: `
    extend type User {
      favoriteProducts: [Product!]!
    }
  `,
  resolvers: {
    User: {
      favoriteProducts: (user) =>
        (favoritesByUser.get(user.id) ?? []).map((id) =>
          products.find((product) => product.id === id),
        ),
    },
  },
};
