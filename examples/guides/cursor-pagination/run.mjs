import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { rootValue, schema } from './schema.mjs';

// Usage: node run.mjs '{"first": 3}' runs posts.graphql with those variables.
const source = await readFile(new URL('./posts.graphql', import.meta.url), 'utf8');
const variableValues = JSON.parse(process.argv[2] ?? '{}');

const result = await graphql({ schema, source, rootValue, variableValues });
console.log(JSON.stringify(result, null, 2));
