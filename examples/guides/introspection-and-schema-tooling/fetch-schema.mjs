import { lexicographicSortSchema, printSchema } from 'graphql';
import { fetchSchema } from './introspect.mjs';

const endpoint = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const schema = await fetchSchema(endpoint);

// Sorted, so that the file changes only when the schema does.
console.log(printSchema(lexicographicSortSchema(schema)));
