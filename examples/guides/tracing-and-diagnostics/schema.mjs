import {
  GraphQLID,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

const authors = new Map([['a1', { id: 'a1', name: 'Octavia E. Butler' }]]);
const books = new Map([['1', { id: '1', title: 'Kindred', authorId: 'a1' }]]);

// Stands in for a database or a remote service: the answer arrives after a delay.
function slowly(ms, value) {
  return new Promise((resolve) => setTimeout(resolve, ms, value));
}

const Author = new GraphQLObjectType({
  name: 'Author',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
  },
});

const Book = new GraphQLObjectType({
  name: 'Book',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    author: {
      type: new GraphQLNonNull(Author),
      resolve: (book) => slowly(20, authors.get(book.authorId)),
    },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      book: {
        type: Book,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (source, { id }) => slowly(30, books.get(id)),
      },
    },
  }),
});
