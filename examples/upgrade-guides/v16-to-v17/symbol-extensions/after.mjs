import { GraphQLObjectType, GraphQLString } from 'graphql';

// A symbol cannot clash with another library's key, and Object.keys() leaves it out.
const cacheHints = Symbol('cacheHints');

const Product = new GraphQLObjectType({
  name: 'Product',
  fields: { name: { type: GraphQLString } },
  extensions: { [cacheHints]: { maxAge: 60 } },
});

const { extensions } = Product;
console.log(
  JSON.stringify({
    maxAge: extensions[cacheHints]?.maxAge,
    keys: Object.keys(extensions),
  }),
);
