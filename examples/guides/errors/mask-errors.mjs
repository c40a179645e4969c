import { GraphQLError } from 'graphql';

// The codes this app's resolvers put on errors meant for clients.
const clientCodes = new Set(['NOT_FOUND']);

// graphql-http calls this for the errors it sends (all but the 405 of a mutation sent
// with GET), and sends what it returns.
export function maskErrors(error) {
  // Errors about the request itself pass unchanged: graphql-http's own (a missing
  // query) are plain Errors, and syntax, validation and variable errors have no path.
  if (!(error instanceof GraphQLError) || error.path === undefined) {
    return error;
  }
  // An error with a path happened while resolving a field. Send it only if the code
  // that raised it marked it for clients with one of their codes, and send nothing else
  // of it: a library's error may carry a code of its own beside a stack trace or a
  // query in its extensions.
  const { code } = error.extensions;
  if (clientCodes.has(code)) {
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code },
    });
  }
  // Anything else is a bug, an outage, or a value GraphQL.js could not send, and its
  // message may quote server data. Keep it in the server log, and tell the client
  // only where it happened.
  console.error(error.cause ?? error);
  return new GraphQLError('Internal server error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
