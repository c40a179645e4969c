import { buildSchema, getVariableValues, graphql, parse } from 'graphql';

const schema = buildSchema('type Query { products(first: Int): [String] }');
const source = 'query Products($first: Int = 2) { products(first: $first) }';

const rootValue = {
  products: ({ first }, context, info) => {
    // The variables the operation ran with, defaults applied: e.g. for a log line.
    console.log(JSON.stringify({ variables: info.variableValues }));
    return ['Desk lamp', 'Chair', 'Shelf'].slice(0, first);
  },
};
console.log(JSON.stringify(await graphql({ schema, source, rootValue })));

// Coercing variables without executing, e.g. to build a cache key.
const [operation] = parse(source).definitions;
const { coerced } = getVariableValues(schema, operation.variableDefinitions, {
  first: 1,
});
console.log(JSON.stringify({ cacheKey: coerced }));
