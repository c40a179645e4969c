// The accounts module: users, and who is signed in.
export const accounts = {
  typeDefs: `
    extend type Query {
      me: User
    }

    type User {
      id: ID!
      name: String!
    }
  `,
  resolvers: {
    Query: {
      me: () => ({ id: 'u1', name: 'Ada' }),
    },
  },
};
