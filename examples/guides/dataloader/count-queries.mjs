import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { queryLog } from './db.mjs';
import { createLoaders } from './loaders.mjs';

// Usage: node count-queries.mjs <schema module> [operation file]
// Runs the operation once and prints the database queries it caused.
const [schemaModule, operationFile = './query.graphql'] = process.argv.slice(2);
const { schema } = await import(new URL(schemaModule, import.meta.url));
const source = readFileSync(new URL(operationFile, import.meta.url), 'utf8');

const result = await graphql({
  schema,
  source,
  contextValue: { loaders: createLoaders() },
});
if (result.errors) throw new AggregateError(result.errors, 'The operation failed');

console.log(JSON.stringify({ queries: queryLog }, null, 2));
