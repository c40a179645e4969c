import { buildSchema, graphql } from 'graphql';

// @oneOf: validation accepts exactly one field, which must not be null.
const schema = buildSchema(`
  input UserBy @oneOf { id: ID, email: String }
  type Query { user(by: UserBy!): String }
`);
const rootValue = {
  user: ({ by }) => (by.id ? `user ${by.id}` : `user with ${by.email}`),
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
