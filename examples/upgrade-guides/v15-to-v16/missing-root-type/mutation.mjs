import { buildSchema, graphql } from 'graphql';

// A read-only schema, and a client that sends a mutation anyway.
const schema = buildSchema('type Query { name: String }');

try {
  const result = await graphql({ schema, source: 'mutation { name }' });
  console.log(JSON.stringify({ result }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ thrown: error.message }, null, 2));
}
