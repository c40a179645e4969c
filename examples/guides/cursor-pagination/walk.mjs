import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { rootValue, schema } from './schema.mjs';

const source = await readFile(new URL('./posts.graphql', import.meta.url), 'utf8');

// A client reading every post, three at a time: each request continues after the
// previous page's endCursor, until the server says there is no next page.
let after = null;
let hasNextPage = true;
while (hasNextPage) {
  const { data, errors } = await graphql({
    schema,
    source,
    rootValue,
    variableValues: { first: 3, after },
  });
  if (errors) throw new AggregateError(errors, 'The page request failed');
  const page = data.posts;
  console.log(JSON.stringify(page.edges.map((edge) => edge.node.title)));
  ({ hasNextPage, endCursor: after } = page.pageInfo);
}
