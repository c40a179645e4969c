import {
  BreakingChangeType,
  buildSchema,
  DangerousChangeType,
  findSchemaChanges,
} from 'graphql';

const deployed = buildSchema(`
  enum Sort { NEWEST OLDEST }
  type Query { articles(sort: Sort): [String], title: String, rating: Float, price: Float }
`);
const proposed = buildSchema(`
  enum Sort { NEWEST OLDEST POPULAR }
  type Query { articles(sort: Sort, first: Int): [String], rating: Int, price: Float, author: String }
`);

// One call returns every change; its type says how risky it is.
const changes = findSchemaChanges(deployed, proposed);
const types = (filter) => changes.filter(filter).map((change) => change.type);
console.log(
  JSON.stringify(
    {
      breaking: types((change) => change.type in BreakingChangeType),
      dangerous: types((change) => change.type in DangerousChangeType),
      safe: types(
        (change) =>
          !(change.type in BreakingChangeType || change.type in DangerousChangeType),
      ),
    },
    null,
    2,
  ),
);
