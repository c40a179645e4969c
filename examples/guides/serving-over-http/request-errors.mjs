import { GraphQLError } from 'graphql';

const graphqlResponse = 'application/graphql-response+json';

// The media type graphql-http answers with: the first one in Accept that it supports.
function answeredMediaType(accept = '*/*') {
  for (const entry of accept.split(',')) {
    const mediaType = entry.split(';')[0].trim().toLowerCase();
    if (mediaType === graphqlResponse) return graphqlResponse;
    if (['application/json', 'application/*', '*/*'].includes(mediaType)) {
      return 'application/json';
    }
  }
  return undefined;
}

/**
 * Makes graphql-http's `onOperation` option: a result without `data`, such as graphql-js
 * returns for variables it cannot coerce, is sent with status 400 to clients that accept
 * application/graphql-response+json. Returning nothing keeps graphql-http's response.
 * graphql-http sends a response that onOperation returns as it is, without calling the
 * handler's formatError, so pass the same formatError here to apply it to these errors too.
 */
export function requestErrorsAs400({ formatError = (error) => error } = {}) {
  return (req, _args, result) => {
    if ('data' in result || answeredMediaType(req.headers.accept) !== graphqlResponse) {
      return undefined;
    }
    const errors = result.errors.map((error) => toJSON(formatError(error)));
    const headers = { 'content-type': `${graphqlResponse}; charset=utf-8` };
    return [
      JSON.stringify({ ...result, errors }),
      { status: 400, statusText: 'Bad Request', headers },
    ];
  };
}

// What graphql-http sends for an error formatError returns: a plain Error only has its
// message sent, never its stack.
function toJSON(error) {
  return error instanceof GraphQLError ? error.toJSON() : { message: error.message };
}
