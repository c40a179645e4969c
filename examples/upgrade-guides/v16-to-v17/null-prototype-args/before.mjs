import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  input ProductFilter { inStock: Boolean }
  type Query { products(filter: ProductFilter, first: Int): [String] }
`);

// Which arguments did the client send? `null` counts, a missing key does not.
const rootValue = {
  products(args) {
    const sent = [];
    if (args.hasOwnProperty('first')) sent.push('first');
    if (args.filter?.hasOwnProperty('inStock')) sent.push('filter.inStock');
    return sent;
  },
};

const result = await graphql({
  schema,
  source: 'query ($filter: ProductFilter) { products(filter: $filter, first: null) }',
  variableValues: { filter: { inStock: true } },
  rootValue,
});
console.log(JSON.stringify(result, null, 2));
