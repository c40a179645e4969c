import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
} from 'graphql';

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      rollDice: {
        type: new GraphQLList(GraphQLInt),
        args: {
          numDice: { type: new GraphQLNonNull(GraphQLInt) },
          numSides: { type: GraphQLInt, default: { value: 6 } },
        },
        resolve(_source, { numDice, numSides }) {
          return Array.from(
            { length: numDice },
            () => 1 + Math.floor(Math.random() * numSides),
          );
        },
      },
    },
  }),
});
