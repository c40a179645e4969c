import { readFile } from 'node:fs/promises';
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { schema } from './schema.mjs';

// Usage: node deprecated-usage.mjs <operation.graphql>
// Lists what an operation still uses that the schema has deprecated.
const document = parse(await readFile(process.argv[2], 'utf8'));
const usages = validate(schema, document, [NoDeprecatedCustomRule]);
console.log(
  JSON.stringify(
    usages.map((error) => error.message),
    null,
    2,
  ),
);
