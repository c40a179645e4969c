import { buildSchema, graphql } from 'graphql';

class NotFoundError extends Error {}

const schema = buildSchema('type Query { order(id: ID!): String }');
const rootValue = {
  order: ({ id }) => {
    throw new NotFoundError(`No order ${id}`);
  },
};

const { errors } = await graphql({ schema, source: '{ order(id: 7) }', rootValue });
// What the resolver threw, e.g. to choose an error code.
const thrown = errors[0].originalError;
console.log(
  JSON.stringify({ notFound: thrown instanceof NotFoundError, message: thrown.message }),
);
