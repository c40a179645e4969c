import { GraphQLObjectType, GraphQLString } from 'graphql';

// A library's own data on a type, under a string key that it hopes nobody else uses.
const Product = new GraphQLObjectType({
  name: 'Product',
  fields: { name: { type: GraphQLString } },
  extensions: { __cacheLib: { maxAge: 60 } },
});

const { extensions } = Product;
console.log(
  JSON.stringify({
    maxAge: extensions.__cacheLib?.maxAge,
    keys: Object.keys(extensions),
  }),
);
