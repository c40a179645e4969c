import { buildSchema, graphqlSync, isDevModeEnabled } from 'graphql';

const schema = buildSchema(`
  type Query {
    greeting: String
  }
`);
const rootValue = { greeting: 'Hello from the bundle' };

const result = graphqlSync({ schema, source: '{ greeting }', rootValue });
console.log(JSON.stringify({ devMode: isDevModeEnabled(), data: result.data }));
