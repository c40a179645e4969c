import { buildSchema, graphql } from 'graphql';

// "10" is a String, not an Int.
const schema = buildSchema(`
  type Query {
    products(limit: Int = "10"): [String]
  }
`);
const rootValue = {
  products: ({ limit }) => [`limit is ${JSON.stringify(limit)}`],
};

console.log(
  JSON.stringify(await graphql({ schema, source: '{ products }', rootValue }), null, 2),
);
