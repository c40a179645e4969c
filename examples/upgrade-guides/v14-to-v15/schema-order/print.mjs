import { buildSchema, printSchema } from 'graphql';

// Types written in the order a reader of the schema meets them.
const schema = buildSchema(`
  type Query { order(id: ID!): Order }
  type Order { id: ID! items: [Item!]! }
  type Item { sku: String! }
`);

console.log(JSON.stringify(printSchema(schema).trim().split('\n'), null, 2));
