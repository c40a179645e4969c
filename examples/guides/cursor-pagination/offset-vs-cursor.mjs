import { connectionFrom } from './connection.mjs';
import { addPost, posts } from './posts.mjs';

const titlesOf = (connection) => connection.edges.map((edge) => edge.node.title);

// A reader loads the first page of three posts.
const firstPage = connectionFrom(posts, { first: 3 });

// Someone publishes a post before the reader asks for the second page.
addPost('Breaking news');

// An offset counts from the top, and everything moved down by one.
const secondPageByOffset = posts.slice(3, 6).map((post) => post.title);
// A cursor names the last post the reader saw, wherever that post is now.
const secondPageByCursor = titlesOf(
  connectionFrom(posts, { first: 3, after: firstPage.pageInfo.endCursor }),
);

console.log(
  JSON.stringify(
    {
      firstPage: titlesOf(firstPage),
      secondPageByOffset,
      secondPageByCursor,
    },
    null,
    2,
  ),
);
