import { buildSchema, graphql, GraphQLError } from 'graphql';

// Look a user up by exactly one of two keys: the schema cannot say so, the resolver checks it.
const schema = buildSchema(`
  input UserBy { id: ID, email: String }
  type Query { user(by: UserBy!): String }
`);
const rootValue = {
  user: ({ by }) => {
    if (Object.keys(by).length !== 1)
      throw new GraphQLError('Give exactly one of id and email.');
    return by.id ? `user ${by.id}` : `user with ${by.email}`;
  },
};

const responses = [];
for (const source of [
  '{ user(by: { id: "7" }) }',
  '{ user(by: { id: "7", email: "a@example.com" }) }',
]) {
  const { data, errors } = await graphql({ schema, source, rootValue });
  responses.push(errors ? { errors: errors.map((error) => error.message) } : { data });
}
console.log(JSON.stringify(responses, null, 2));
