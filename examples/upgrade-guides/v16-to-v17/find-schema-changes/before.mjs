import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

const deployed = buildSchema(`
  enum Sort { NEWEST OLDEST }
  type Query { articles(sort: Sort): [String], title: String, rating: Float, price: Float }
`);
const proposed = buildSchema(`
  enum Sort { NEWEST OLDEST POPULAR }
  type Query { articles(sort: Sort, first: Int): [String], rating: Int, price: Float, author: String }
`);

// A CI step: fail on breaking changes, list the dangerous ones for review.
const types = (changes) => changes.map((change) => change.type);
console.log(
  JSON.stringify({
    breaking: types(findBreakingChanges(deployed, proposed)),
    dangerous: types(findDangerousChanges(deployed, proposed)),
  }),
);
