import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  printSchema,
} from 'graphql';

const Query = new GraphQLObjectType({
  name: 'Query',
  fields: {
    // [String!]!: GraphQLList and GraphQLNonNull are classes.
    tags: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))),
    },
  },
});

console.log(printSchema(new GraphQLSchema({ query: Query })));
