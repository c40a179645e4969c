import { graphql, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';

// Types generated from database tables, named after them.
const tables = { 'order-items': ['sku'] };
const types = Object.entries(tables).map(
  ([table, columns]) =>
    new GraphQLObjectType({
      name: table,
      fields: Object.fromEntries(
        columns.map((column) => [column, { type: GraphQLString }]),
      ),
    }),
);
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { item: { type: types[0] } } }),
});
const result = await graphql({
  schema,
  source: '{ item { sku } }',
  rootValue: { item: { sku: 'A-1' } },
});
console.log(JSON.stringify({ types: types.map((type) => type.name), result }, null, 2));
