import { buildSchema, coerceInputValue, validateInputValue } from 'graphql';

const schema = buildSchema(`
  input PriceRange { min: Float!, max: Float! }
  type Query { products(price: PriceRange): [String] }
`);
const PriceRange = schema.getType('PriceRange');

for (const saved of [{ min: 5, max: 20 }, { min: 'cheap' }]) {
  const problems = [];
  // undefined means the value is invalid; validateInputValue says why.
  const value = coerceInputValue(saved, PriceRange);
  if (value === undefined) {
    validateInputValue(saved, PriceRange, (error) => problems.push(error.message));
  }
  console.log(JSON.stringify({ value, problems }));
}
