import { buildSchema, introspectionFromSchema } from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const { types } = introspectionFromSchema(schema).__schema;

const directiveLocation = types.find((type) => type.name === '__DirectiveLocation');
const fields = types.find((type) => type.name === '__Type').fields;
const includeDeprecated = fields.find((field) => field.name === 'fields').args[0];

console.log(
  JSON.stringify(
    {
      variableLocations: directiveLocation.enumValues
        .filter((value) => value.name.includes('VARIABLE'))
        .map((value) => `${value.name}: ${value.description}`),
      includeDeprecated: includeDeprecated.type,
    },
    null,
    2,
  ),
);
