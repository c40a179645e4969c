import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { rootValue, schema } from './schema.mjs';

// Usage: node run.mjs <operation.graphql> [variables as JSON] [role]
const [file, variables = '{}', role] = process.argv.slice(2);

const result = await graphql({
  schema,
  source: await readFile(file, 'utf8'),
  rootValue,
  variableValues: JSON.parse(variables),
  contextValue: { role },
});
console.log(JSON.stringify(result, null, 2));
