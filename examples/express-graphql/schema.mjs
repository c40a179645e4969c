import { buildSchema } from 'graphql';

export const schema = buildSchema(`
  type Query {
    hello: String
    method: String
    report: String
  }
`);

export const rootValue = {
  hello: () => 'Hello world!',
  // Written for express-graphql, which passed the Express request as the context.
  method: (args, request) => request.method,
  report: () => {
    throw new Error('connection to reports-db:5432 refused');
  },
};
