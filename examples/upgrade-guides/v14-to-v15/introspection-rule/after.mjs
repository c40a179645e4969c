import {
  buildSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';

const schema = buildSchema('type Query { name: String }');

// The rule graphql 15 ships for it.
const errors = validate(schema, parse('{ __schema { types { name } } }'), [
  ...specifiedRules,
  NoSchemaIntrospectionCustomRule,
]);
console.log(JSON.stringify(errors.map((error) => error.message)));
