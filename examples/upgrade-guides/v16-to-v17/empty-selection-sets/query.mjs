import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query { product: Product }
  type Product { name: String }
`);

// A client asks for a product without any of its fields, to learn whether it exists.
const result = await graphql({
  schema,
  source: '{ product { } }',
  rootValue: { product: { name: 'Desk lamp' } },
});
console.log(JSON.stringify(result, null, 2));
