import { GraphQLError } from 'graphql';

// graphql-http calls this for every error it sends. Errors that carry no unexpected
// cause pass unchanged: request problems (a missing query), syntax and validation
// errors, and GraphQLErrors a resolver threw on purpose.
export function maskErrors(error) {
  if (
    !(error instanceof GraphQLError) ||
    error.cause === undefined ||
    error.cause instanceof GraphQLError
  ) {
    return error;
  }
  // Anything else is a bug or an outage. Keep the details in the server log, and
  // tell the client only where it happened.
  console.error(error.cause);
  return new GraphQLError('Internal server error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
