import { buildSchema, introspectionFromSchema } from 'graphql';

const schema = buildSchema(`
  input ProductFilter { name: String }
  type Query { products(filter: ProductFilter): [String] }
`);
const { queryType, types } = introspectionFromSchema(schema).__schema;

const filter = types.find((type) => type.name === 'ProductFilter');
const typeFields = types.find((type) => type.name === '__Type').fields;

console.log(
  JSON.stringify(
    {
      queryType,
      filterIsOneOf: 'isOneOf' in filter ? filter.isOneOf : 'not reported',
      typeFields: typeFields.map((field) => field.name),
    },
    null,
    2,
  ),
);
