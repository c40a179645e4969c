import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';

// Stands in for a database table.
const users = new Map([
  ['a', { id: 'a', name: 'alice' }],
  ['b', { id: 'b', name: 'bob' }],
]);

const userType = new GraphQLObjectType({
  name: 'User',
  fields: {
    id: { type: GraphQLString },
    name: { type: GraphQLString },
  },
});

const queryType = new GraphQLObjectType({
  name: 'Query',
  fields: {
    user: {
      type: userType,
      args: {
        id: { type: GraphQLString },
      },
      resolve: (source, { id }) => users.get(id) ?? null,
    },
  },
});

export const schema = new GraphQLSchema({ query: queryType });
