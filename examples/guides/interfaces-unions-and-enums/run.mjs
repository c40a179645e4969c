import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';

// Usage: node run.mjs <schema module> <operation file> [variables file]
// Runs the operation against the module's schema (and rootValue, if it has one).
const [moduleFile, operationFile, variablesFile] = process.argv.slice(2);
const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');
const { schema, rootValue } = await import(new URL(moduleFile, import.meta.url));

const result = await graphql({
  schema,
  rootValue,
  source: read(operationFile),
  variableValues: variablesFile ? JSON.parse(read(variablesFile)) : undefined,
});
console.log(JSON.stringify(result, null, 2));
