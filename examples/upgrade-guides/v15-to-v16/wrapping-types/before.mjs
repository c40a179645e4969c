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
    // [String!]!, written without `new`.
    tags: { type: GraphQLNonNull(GraphQLList(GraphQLNonNull(GraphQLString))) },
  },
});

console.log(printSchema(new GraphQLSchema({ query: Query })));
