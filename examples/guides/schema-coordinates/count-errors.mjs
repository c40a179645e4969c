import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { rootValue, schema } from './shop.mjs';

// Counts resolver errors by the coordinate of the field that failed.
const errorsByCoordinate = {};
diagnostics.tracingChannel('graphql:resolve').subscribe({
  error({ parentType, fieldName }) {
    const coordinate = `${parentType}.${fieldName}`;
    errorsByCoordinate[coordinate] = (errorsByCoordinate[coordinate] ?? 0) + 1;
  },
});

const result = await graphql({
  schema,
  rootValue,
  source: readFileSync('operations/storefront.graphql', 'utf8'),
  variableValues: JSON.parse(readFileSync('storefront-variables.json', 'utf8')),
});
const paths = result.errors.map((error) => error.path.join('.'));
console.log(JSON.stringify({ paths, errorsByCoordinate }, null, 2));
