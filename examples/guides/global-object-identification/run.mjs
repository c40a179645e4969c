import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { rootValue, schema } from './schema.mjs';

// Usage: node run.mjs refetch.graphql '{"id": "VXNlcjox"}' runs that operation with those variables.
const [file, variables = '{}'] = process.argv.slice(2);
const source = await readFile(new URL(file, import.meta.url), 'utf8');
const variableValues = JSON.parse(variables);

const result = await graphql({ schema, source, rootValue, variableValues });
console.log(JSON.stringify(result, null, 2));
