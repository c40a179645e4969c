import { buildSchema, parse, specifiedRules, validate } from 'graphql';

const schema = buildSchema('type Query { name: String }');
const document = parse('{ a b c }');

// validate(schema, document, rules, options, typeInfo): stop after two errors.
const errors = validate(schema, document, specifiedRules, { maxErrors: 2 });
console.log(
  JSON.stringify(
    errors.map((error) => error.message),
    null,
    2,
  ),
);
