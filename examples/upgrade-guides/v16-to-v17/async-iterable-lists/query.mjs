import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { recentOrders: [String] }');

// A database cursor, read one row at a time.
async function* readRows(rows) {
  for (const row of rows) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    yield row;
  }
}

const rootValue = {
  recentOrders: () => readRows(['order 3', 'order 2', 'order 1']),
};

console.log(
  JSON.stringify(
    await graphql({ schema, source: '{ recentOrders }', rootValue }),
    null,
    2,
  ),
);
