import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { rootValue, schema } from './library.mjs';

// Usage: node ask.mjs <operation.graphql> [variables.json]
const [operation, variables] = process.argv
  .slice(2)
  .map((file) => readFileSync(file, 'utf8'));
const result = await graphql({
  schema,
  rootValue,
  source: operation,
  variableValues: variables === undefined ? undefined : JSON.parse(variables),
});
console.log(JSON.stringify(result, null, 2));
