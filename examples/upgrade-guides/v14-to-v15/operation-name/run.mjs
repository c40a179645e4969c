import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { name: String }');

// A client that sends an empty operation name with a document of one anonymous operation.
const result = await graphql({
  schema,
  source: '{ name }',
  rootValue: { name: 'Ada' },
  operationName: '',
});
console.log(JSON.stringify(result, null, 2));
