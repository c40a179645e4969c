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
 * graphql-http's `onOperation` option: a result without `data`, such as graphql-js returns
 * for variables it cannot coerce, is sent with status 400 to clients that accept
 * application/graphql-response+json. Returning nothing keeps graphql-http's response.
 */
export function requestErrorsAs400(req, _args, result) {
  if ('data' in result || answeredMediaType(req.headers.accept) !== graphqlResponse) {
    return undefined;
  }
  const headers = { 'content-type': `${graphqlResponse}; charset=utf-8` };
  return [JSON.stringify(result), { status: 400, statusText: 'Bad Request', headers }];
}
