import { readFile } from 'node:fs/promises';
import { parse, validate } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { estimators } from './cost-limit.mjs';
import { limitRules } from './limit-rules.mjs';
import { parseLimits } from './parse-limits.mjs';
import { schema } from './schema.mjs';

// Usage: node check.mjs <operation.graphql> [variables as JSON]
const [file, json = '{}'] = process.argv.slice(2);
const variables = JSON.parse(json);
const document = parse(await readFile(file, 'utf8'), parseLimits);

const cost = getComplexity({ schema, query: document, variables, estimators });
const errors = validate(schema, document, limitRules({ variables }));
console.log(JSON.stringify({ cost, errors: errors.map((error) => error.message) }));
