import { graphql, GraphQLObjectType, GraphQLScalarType, GraphQLSchema } from 'graphql';

// A scalar that turns the values it cannot represent into null.
const Money = new GraphQLScalarType({
  name: 'Money',
  serialize: (cents) => (Number.isInteger(cents) ? (cents / 100).toFixed(2) : null),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      price: { type: Money, resolve: () => 1999 },
      discount: { type: Money, resolve: () => 'n/a' },
    },
  }),
});

const result = await graphql({ schema, source: '{ price discount }' });
console.log(JSON.stringify(result, null, 2));
