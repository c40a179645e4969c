import { buildSchema, execute, graphql, parse } from 'graphql';

const schema = buildSchema('type Query { greeting(name: String!): String }');
const rootValue = { greeting: ({ name }) => `Hello, ${name}!` };
const source = 'query Greet($name: String!) { greeting(name: $name) }';

// One object, whose keys name each argument.
const viaGraphql = await graphql({
  schema,
  source,
  rootValue,
  variableValues: { name: 'Ada' },
});
const viaExecute = await execute({
  schema,
  document: parse(source),
  rootValue,
  variableValues: { name: 'Grace' },
});

console.log(JSON.stringify({ viaGraphql, viaExecute }, null, 2));
