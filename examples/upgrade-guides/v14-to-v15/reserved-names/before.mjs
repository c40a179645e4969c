import { graphql, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';

// A type whose name starts with __, kept from a schema written before the rule existed.
const Meta = new GraphQLObjectType({
  name: '__Meta',
  fields: { build: { type: GraphQLString } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { meta: { type: Meta } } }),
  allowedLegacyNames: ['__Meta'],
});

const result = await graphql({
  schema,
  source: '{ meta { build } }',
  rootValue: { meta: { build: '2020.1' } },
});
console.log(JSON.stringify(result, null, 2));
