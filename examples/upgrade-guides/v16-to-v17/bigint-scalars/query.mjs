import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    stock: Int
    weight: Float
    sku: ID
    label: String
    discontinued: Boolean
    product(id: ID, quantity: Int): String
  }
`);

// BigInts, as a database driver may return 64-bit integers.
const rootValue = {
  stock: 42n,
  weight: 3n,
  sku: 9007199254740993n,
  label: 7n,
  discontinued: 0n,
  product: ({ id, quantity }) => `${quantity} × ${id}`,
};

const output = await graphql({
  schema,
  source: '{ stock weight sku label discontinued }',
  rootValue,
});
console.log(JSON.stringify(output));

// Variables passed in code, not as JSON, may be BigInts as well.
const input = await graphql({
  schema,
  source: 'query ($id: ID, $quantity: Int) { product(id: $id, quantity: $quantity) }',
  variableValues: { id: 12n, quantity: 3n },
  rootValue,
});
console.log(JSON.stringify(input));
