import { buildSchema, getVariableValues, graphql, parse } from 'graphql';

const schema = buildSchema('type Query { products(first: Int): [String] }');
const source = 'query Products($first: Int = 2) { products(first: $first) }';

const rootValue = {
  products: ({ first }, context, info) => {
    // `coerced` holds what info.variableValues held in graphql 16.
    console.log(JSON.stringify({ variables: info.variableValues.coerced }));
    return ['Desk lamp', 'Chair', 'Shelf'].slice(0, first);
  },
};
console.log(JSON.stringify(await graphql({ schema, source, rootValue })));

const [operation] = parse(source).definitions;
const { variableValues } = getVariableValues(schema, operation.variableDefinitions, {
  first: 1,
});
console.log(JSON.stringify({ cacheKey: variableValues.coerced }));
