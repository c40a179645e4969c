import { buildSchema, GraphQLObjectType, GraphQLString } from 'graphql';

const schema = buildSchema(`
  type Query { product(id: ID!): Product }
  type Product { name: String }
`);

// Fields are created by the type that holds them: give the gateway's fields a type of their own.
const GatewayFields = new GraphQLObjectType({
  name: 'Product',
  fields: {
    cacheKey: { type: GraphQLString, description: 'Identifies the object in caches.' },
  },
});
const cacheKey = GatewayFields.getFields().cacheKey;

// Each element prints as its schema coordinate.
const product = schema.getQueryType()!.getFields().product;
console.log(
  JSON.stringify({
    field: String(product),
    argument: String(product.args[0]),
    gatewayField: String(cacheKey),
  }),
);
