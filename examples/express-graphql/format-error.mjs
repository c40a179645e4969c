import { GraphQLError } from 'graphql';

// Unexpected errors may reveal internals: log them, and tell clients only where they happened.
export function formatError(error) {
  if (
    error instanceof GraphQLError &&
    error.originalError &&
    !(error.originalError instanceof GraphQLError)
  ) {
    console.error(error.originalError);
    return new GraphQLError('Internal server error', {
      nodes: error.nodes,
      path: error.path,
    });
  }
  return error;
}
