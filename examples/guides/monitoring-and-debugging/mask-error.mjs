import { GraphQLError } from 'graphql';

// The codes this app's resolvers put on errors meant for clients.
const clientCodes = new Set(['NOT_FOUND']);

// Errors with one of the app's codes are meant for the client, and so are errors
// without a path: graphql-js and graphql-http raise those about the request itself
// (syntax, validation, a variable of the wrong type). Any other error with a path
// comes from a resolver or the value it returned: a bug, or an outage reported by a
// library, whose own code (`ECONNREFUSED`) marks nothing for clients.
export function isClientError(error) {
  return error.path === undefined || clientCodes.has(error.extensions.code);
}

// The log has a bug's details; the client only learns where it happened.
export function maskError(error) {
  if (!(error instanceof GraphQLError) || error.path === undefined) return error;
  // Rebuilt with the code alone: a library's error may carry more in its
  // extensions, such as a stack trace or the query it sent.
  const client = isClientError(error);
  return new GraphQLError(client ? error.message : 'Internal server error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: client ? error.extensions.code : 'INTERNAL_SERVER_ERROR' },
  });
}
