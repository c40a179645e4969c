import { buildClientSchema, getIntrospectionQuery } from 'graphql';

// Everything a graphql 17 server can tell. Each option adds fields to the query that
// older servers may not have, which is why they are all off by default.
export const introspectionOptions = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
  experimentalDirectiveDeprecation: true,
};

// Downloads the schema of a running server, as a GraphQLSchema without resolvers.
export async function fetchSchema(endpoint) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query: getIntrospectionQuery(introspectionOptions) }),
  });
  const { data, errors } = await response.json();
  if (errors) {
    throw new Error(
      `Introspection failed: ${errors.map((error) => error.message).join(' ')}`,
    );
  }
  return buildClientSchema(data);
}
