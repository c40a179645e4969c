import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { fromSet: [Int] fromArrayLike: [Int] }');
const rootValue = {
  fromSet: () => new Set([1, 2]),
  // An object with a length and numbered keys, like `arguments` or a DOM NodeList.
  fromArrayLike: () => ({ length: 2, 0: 1, 1: 2 }),
};

const result = await graphql({ schema, source: '{ fromSet fromArrayLike }', rootValue });
console.log(JSON.stringify(result, null, 2));
