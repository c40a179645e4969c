import { buildSchema, execute, graphql, parse } from 'graphql';

const schema = buildSchema('type Query { greeting(name: String!): String }');
const rootValue = { greeting: ({ name }) => `Hello, ${name}!` };
const source = 'query Greet($name: String!) { greeting(name: $name) }';

// Schema, source, root value, context, variables: the order of graphql()'s parameters.
const viaGraphql = await graphql(schema, source, rootValue, null, { name: 'Ada' });
const viaExecute = await execute(schema, parse(source), rootValue, null, {
  name: 'Grace',
});

console.log(JSON.stringify({ viaGraphql, viaExecute }, null, 2));
