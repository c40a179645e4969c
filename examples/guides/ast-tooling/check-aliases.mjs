import { readFileSync } from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { maxAliasesRule } from './max-aliases.mjs';

const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');
const schema = buildSchema(read('./schema.graphql'));

// The standard rules, and one more.
const rules = [...specifiedRules, maxAliasesRule(10)];

const report = {};
for (const file of ['book-page.graphql', 'alias-attack.graphql']) {
  report[file] = validate(schema, parse(read(`./${file}`)), rules);
}
console.log(JSON.stringify(report, null, 2));
