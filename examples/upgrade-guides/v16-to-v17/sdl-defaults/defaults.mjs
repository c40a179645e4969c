import { buildSchema, graphqlSync, print } from 'graphql';

const schema = buildSchema(`
  type Query { products(limit: Int = 10, tags: [String] = "new", filter: Filter = {inStock: true}): [String] }
  input Filter { inStock: Boolean = false }
`);
const [limit] = schema.getQueryType().getFields().products.args;
const { inStock } = schema.getType('Filter').getFields();

// What code that reads the schema sees, and what introspection reports to clients.
const introspection = graphqlSync({
  schema,
  source: '{ __type(name: "Query") { fields { args { name defaultValue } } } }',
});
console.log(
  JSON.stringify(
    {
      'limit.defaultValue': limit.defaultValue ?? 'undefined',
      'limit.default': limit.default
        ? { literal: print(limit.default.literal) }
        : 'undefined',
      'inStock.defaultValue': inStock.defaultValue ?? 'undefined',
      introspection: introspection.data.__type.fields[0].args,
    },
    null,
    2,
  ),
);
