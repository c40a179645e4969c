import diagnostics from 'node:diagnostics_channel';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query { product: Product }
  type Product { name: String, price: Float }
`);
const rootValue = { product: async () => ({ name: 'Desk lamp', price: 39 }) };

// graphql publishes each field it resolves; the schema and its resolvers stay as they are.
const resolved = [];
diagnostics.subscribe('tracing:graphql:resolve:start', (field) => {
  resolved.push(`${field.parentType}.${field.fieldName}`);
});

await graphql({ schema, source: '{ product { name price } }', rootValue });
console.log(JSON.stringify(resolved));
