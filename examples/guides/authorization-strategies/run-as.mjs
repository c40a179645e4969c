import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { createContext, viewerFor } from './context.mjs';
import { rootValue, schemaFor } from './schema.mjs';

// Usage: node run-as.mjs <alice|bob|carol|anonymous> <operation.graphql> [variables as JSON]
const [name, file, variables = '{}'] = process.argv.slice(2);
const viewer = viewerFor(`Bearer ${name}-token`);

const result = await graphql({
  schema: schemaFor(viewer),
  source: await readFile(file, 'utf8'),
  rootValue,
  contextValue: createContext(viewer),
  variableValues: JSON.parse(variables),
});
console.log(JSON.stringify(result, null, 2));
