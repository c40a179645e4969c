import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    hello: String
  }
`);

const rootValue = { hello: () => 'Hello world!' };

const result = await graphql({ schema, source: '{ hello }', rootValue });
console.log(JSON.stringify(result, null, 2));
