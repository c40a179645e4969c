import {
  assertValidSchema,
  buildSchema,
  GraphQLObjectType,
  GraphQLSchema,
  validateSchema,
} from 'graphql';

const schema = buildSchema('type Query { hello: String }');
// A server validates its schema once, at start-up.
assertValidSchema(schema);

// A plugin derives a new schema from the validated one, and adds a type without fields.
const config = schema.toConfig();
const derived = new GraphQLSchema({
  ...config,
  types: [...config.types, new GraphQLObjectType({ name: 'Draft', fields: {} })],
});

console.log(
  JSON.stringify({
    assumeValid: config.assumeValid,
    errors: validateSchema(derived).map((error) => error.message),
  }),
);
