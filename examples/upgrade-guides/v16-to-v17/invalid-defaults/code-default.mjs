import {
  graphql,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// The same mistake in code: "10" is a String, not an Int.
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      products: {
        type: new GraphQLList(GraphQLString),
        args: { limit: { type: GraphQLInt, defaultValue: '10' } },
        resolve: (_source, { limit }) => [`limit is ${JSON.stringify(limit)}`],
      },
    },
  }),
});

console.log(JSON.stringify(await graphql({ schema, source: '{ products }' }), null, 2));
