import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { echo(text: String): String }');
const rootValue = { echo: ({ text }) => text };

// An emoji outside the Basic Multilingual Plane, written as one escape.
const result = await graphql({
  schema,
  source: '{ echo(text: "\\u{1F600} ok") }',
  rootValue,
});
console.log(JSON.stringify(result, null, 2));
