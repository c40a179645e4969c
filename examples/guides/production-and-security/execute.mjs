import { AbortedGraphQLExecutionError, execute, GraphQLError } from 'graphql';

/**
 * An `execute` for graphql-http that hides suggestions in errors, and cancels operations
 * that run longer than `timeoutMs` with an error the client can read.
 */
export function executeWithLimits({ timeoutMs }) {
  return async (args) => {
    try {
      return await execute({
        ...args,
        hideSuggestions: true,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Anything else is a bug: let graphql-http answer 500 and log it.
      if (!(error instanceof AbortedGraphQLExecutionError)) throw error;
      const message = `The operation did not finish within ${timeoutMs} ms and was cancelled.`;
      return {
        errors: [new GraphQLError(message, { extensions: { code: 'TIMEOUT' } })],
        data: null,
      };
    }
  };
}
