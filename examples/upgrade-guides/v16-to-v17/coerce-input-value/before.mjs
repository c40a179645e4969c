import { buildSchema, coerceInputValue } from 'graphql';

const schema = buildSchema(`
  input PriceRange { min: Float!, max: Float! }
  type Query { products(price: PriceRange): [String] }
`);
const PriceRange = schema.getType('PriceRange');

// A saved search filter, checked before it is used: every problem is collected.
for (const saved of [{ min: 5, max: 20 }, { min: 'cheap' }]) {
  const problems = [];
  const value = coerceInputValue(saved, PriceRange, (path, invalid, error) =>
    problems.push(error.message),
  );
  console.log(JSON.stringify({ value, problems }));
}
