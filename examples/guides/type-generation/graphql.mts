import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './generated/graphql-env.d.ts';

// A graphql() function that knows the schema, through the file that
// `gql.tada generate output` writes.
export const graphql = initGraphQLTada<{ introspection: introspection }>();
