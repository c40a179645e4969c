import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { pageSize } from './page-size.mjs';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// graphql's default resolvers call these methods with the field's arguments, and read
// `__typename` to tell the members of the SearchResult union apart.
class User {
  __typename = 'User';

  constructor(id, name, friendIds) {
    Object.assign(this, { id, name, friendIds });
  }

  friends({ first }) {
    return this.friendIds.slice(0, pageSize(first)).map((id) => users.get(id));
  }

  posts({ first }) {
    return posts.filter((post) => post.authorId === this.id).slice(0, pageSize(first));
  }
}

class Post {
  __typename = 'Post';

  constructor(id, authorId, title) {
    Object.assign(this, { id, authorId, title });
  }

  author() {
    return users.get(this.authorId);
  }

  comments({ first }) {
    return comments
      .filter((comment) => comment.postId === this.id)
      .slice(0, pageSize(first));
  }
}

const users = new Map(
  [
    new User('1', 'Ada', ['2', '3']),
    new User('2', 'Grace', ['1', '3']),
    new User('3', 'Alan', ['1']),
  ].map((user) => [user.id, user]),
);

const posts = [
  new Post('1', '1', 'Notes on the Analytical Engine'),
  new Post('2', '2', 'Compilers for everyone'),
];

const comments = [
  { id: '1', postId: '1', authorId: '3', text: 'Still relevant.' },
  { id: '2', postId: '2', authorId: '1', text: 'Agreed!' },
].map((comment) => ({ ...comment, author: () => users.get(comment.authorId) }));

export const rootValue = {
  user: ({ id }) => users.get(id),
  search: ({ term, first }) => {
    const matches = (text) => text.toLowerCase().includes(term.toLowerCase());
    const found = [
      ...[...users.values()].filter((user) => matches(user.name)),
      ...posts.filter((post) => matches(post.title)),
    ];
    return found.slice(0, pageSize(first));
  },
};
