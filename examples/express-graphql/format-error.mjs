import { GraphQLError } from 'graphql';

// Errors about the request itself (a syntax or validation error, a bad variable, a
// malformed request) have no path, and tell the client what to fix. An error with a
// path happened while a field was resolved, and its message or extensions may quote the
// server: a host name, or a value a built-in scalar refused. Log it, and tell clients
// only where it happened.
export function formatError(error) {
  if (!(error instanceof GraphQLError) || error.path === undefined) {
    return error;
  }
  console.error(error.cause ?? error);
  return new GraphQLError('Internal server error', {
    nodes: error.nodes,
    path: error.path,
  });
}
