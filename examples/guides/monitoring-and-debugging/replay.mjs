import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { thrownAt } from './log-errors.mjs';
import { rootValue, schema } from './schema.mjs';

// Runs a logged operation again, with its variables, against the local code.
const record = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const result = await graphql({
  schema,
  rootValue,
  source: record.query,
  variableValues: record.variables,
  operationName: record.operationName,
});

const errors = (result.errors ?? []).map((error) => ({
  path: error.path,
  message: error.message,
  thrownAt: thrownAt(error.cause),
}));
console.log(JSON.stringify(errors, null, 2));
