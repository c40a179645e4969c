// The data source: blog posts, newest (highest id) first, as a database query would sort them.
export const posts = [
  { id: 7, title: 'Caching at the edge' },
  { id: 6, title: 'Designing input types' },
  { id: 5, title: 'Null and errors' },
  { id: 4, title: 'Writing resolvers' },
  { id: 3, title: 'Lists and non-null' },
  { id: 2, title: 'Your first schema' },
  { id: 1, title: 'Why GraphQL' },
];

export function addPost(title) {
  const post = { id: posts[0].id + 1, title };
  posts.unshift(post);
  return post;
}
