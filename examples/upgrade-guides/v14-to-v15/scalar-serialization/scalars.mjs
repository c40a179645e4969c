import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { count: Int ratio: Float price: Int }');
const rootValue = {
  // An object that stands for a number, such as a decimal type from a database driver.
  count: () => ({ valueOf: () => 3 }),
  // The result of a division by zero.
  ratio: () => 0 / 0,
  price: () => Number.NaN,
};

const result = await graphql({ schema, source: '{ count ratio price }', rootValue });
console.log(JSON.stringify(result, null, 2));
