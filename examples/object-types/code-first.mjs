import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
} from 'graphql';
import { RandomDie } from './random-die.mjs';

// No `resolve` functions here: the default resolver reads each field from the RandomDie.
const RandomDieType = new GraphQLObjectType({
  name: 'RandomDie',
  fields: {
    numSides: { type: new GraphQLNonNull(GraphQLInt) },
    rollOnce: { type: new GraphQLNonNull(GraphQLInt) },
    roll: {
      type: new GraphQLList(GraphQLInt),
      args: { numRolls: { type: new GraphQLNonNull(GraphQLInt) } },
    },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      getDie: {
        type: RandomDieType,
        args: { numSides: { type: GraphQLInt, default: { value: 6 } } },
        resolve: (_source, { numSides }) => new RandomDie(numSides),
      },
    },
  }),
});
