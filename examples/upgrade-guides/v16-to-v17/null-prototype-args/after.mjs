import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  input ProductFilter { inStock: Boolean }
  type Query { products(filter: ProductFilter, first: Int): [String] }
`);

// Object.hasOwn works with and without a prototype.
const rootValue = {
  products(args) {
    const sent = [];
    if (Object.hasOwn(args, 'first')) sent.push('first');
    if (args.filter && Object.hasOwn(args.filter, 'inStock')) sent.push('filter.inStock');
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
