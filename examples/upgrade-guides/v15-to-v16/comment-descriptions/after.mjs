import { buildSchema } from 'graphql';

const schema = buildSchema(`
  type Query {
    "The signed-in user, or null."
    me: String
  }
`);

console.log(
  JSON.stringify({ description: schema.getQueryType().getFields().me.description }),
);
