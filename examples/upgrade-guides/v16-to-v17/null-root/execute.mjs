import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query { product: Product, total: Int! }
  type Product { reviews: [String] }
`);
const started = [];
const rootValue = {
  // Resolves after a moment: its fields start only then.
  product: async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return {
      reviews: () => {
        started.push('Product.reviews');
        return ['Bright'];
      },
    };
  },
  // Fails at once; total is non-null, so the whole response becomes null.
  total: () => {
    throw new Error('Totals are unavailable.');
  },
};

const result = await graphql({
  schema,
  source: '{ product { reviews } total }',
  rootValue,
});
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({ data: result.data, started }));
