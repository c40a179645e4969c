import { GraphQLError } from 'graphql';

// Errors with a code are meant for the client, and so are errors without a path:
// graphql-js and graphql-http raise those about the request itself (syntax,
// validation, a variable of the wrong type). An error with a path and no code
// comes from a resolver or the value it returned: a bug.
export function isClientError(error) {
  return error.extensions.code !== undefined || error.path === undefined;
}

// The log has a bug's details; the client only learns where it happened.
export function maskError(error) {
  if (!(error instanceof GraphQLError) || isClientError(error)) return error;
  return new GraphQLError('Internal server error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
