import { buildSchema, GraphQLString, type GraphQLField } from 'graphql';

const schema = buildSchema(`
  type Query { product(id: ID!): Product }
  type Product { name: String }
`);

// A field the gateway answers itself, written as a plain object.
const cacheKey: GraphQLField<unknown, unknown> = {
  name: 'cacheKey',
  description: 'Identifies the object in caches.',
  type: GraphQLString,
  args: [],
  deprecationReason: undefined,
  extensions: {},
  astNode: undefined,
};

// Schema coordinates for a log line, put together by hand.
const product = schema.getQueryType()!.getFields().product;
console.log(
  JSON.stringify({
    field: `Query.${product.name}`,
    argument: `Query.${product.name}(${product.args[0].name}:)`,
    gatewayField: `Product.${cacheKey.name}`,
  }),
);
