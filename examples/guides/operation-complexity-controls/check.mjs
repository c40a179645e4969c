import { readFile } from 'node:fs/promises';
import { parse, validate } from 'graphql';
import { limitRules } from './limit-rules.mjs';
import { parseLimits } from './parse-limits.mjs';
import { schema } from './schema.mjs';

// Usage: node check.mjs <operation.graphql> [variables as JSON]
const [file, json = '{}'] = process.argv.slice(2);
const variables = JSON.parse(json);
const document = parse(await readFile(file, 'utf8'), parseLimits);

// The cost limit reports each estimate; it stays null for an operation it cannot count.
let cost = null;
const onCost = (estimate) => {
  cost = estimate;
};
const errors = validate(schema, document, limitRules({ variables, onCost }));
console.log(JSON.stringify({ cost, errors: errors.map((error) => error.message) }));
