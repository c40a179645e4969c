import { GraphQLError } from 'graphql';

// Errors with a code are meant for the client, and so are errors without a
// cause (a bad request, a failed validation). Anything else is a bug: the log
// has the details, and the client only learns where it happened.
export function maskError(error) {
  if (!(error instanceof GraphQLError) || error.extensions.code || !error.cause) {
    return error;
  }
  return new GraphQLError('Internal server error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
