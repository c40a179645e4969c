import {
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      quoteOfTheDay: {
        type: GraphQLString,
        resolve: () => (Math.random() < 0.5 ? 'Take it easy' : 'Salvation lies within'),
      },
      random: {
        type: new GraphQLNonNull(GraphQLFloat),
        resolve: () => Math.random(),
      },
      rollThreeDice: {
        type: new GraphQLList(GraphQLInt),
        resolve: () => [1, 2, 3].map(() => 1 + Math.floor(Math.random() * 6)),
      },
    },
  }),
});
