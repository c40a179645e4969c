import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { findAuthorById, findBooks } from './db.mjs';

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
      type: Author,
      // Runs once per book: one database round trip each.
      resolve: (book) => findAuthorById(book.authorId),
    },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      books: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Book))),
        resolve: () => findBooks(),
      },
    },
  }),
});
