import { graphql, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';

// Names that start with __ belong to introspection: rename the type (clients never see type names
// unless they ask for __typename).
const Meta = new GraphQLObjectType({
  name: 'Meta',
  fields: { build: { type: GraphQLString } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { meta: { type: Meta } } }),
});

const result = await graphql({
  schema,
  source: '{ meta { build } }',
  rootValue: { meta: { build: '2020.1' } },
});
console.log(JSON.stringify(result, null, 2));
