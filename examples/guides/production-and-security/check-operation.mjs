import { readFile } from 'node:fs/promises';
import { parse, validate } from 'graphql';
import { productionRules } from './rules.mjs';
import { schema } from './schema.mjs';

// Usage: node check-operation.mjs <operation.graphql> [variables as JSON]
const [file, variables = '{}'] = process.argv.slice(2);
const document = parse(await readFile(file, 'utf8'));

const rules = productionRules({ variables: JSON.parse(variables) });
const errors = validate(schema, document, rules, { hideSuggestions: true });
const messages = errors.map((error) => error.message);
console.log(JSON.stringify(messages, null, 2));
