import { GraphQLObjectType, GraphQLSchema, GraphQLString, printSchema } from 'graphql';

// A query-only schema that has an ordinary type named Mutation.
const Mutation = new GraphQLObjectType({
  name: 'Mutation',
  fields: { id: { type: GraphQLString } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { lastChange: { type: Mutation } },
  }),
});
console.log(JSON.stringify(printSchema(schema).split('\n'), null, 2));
