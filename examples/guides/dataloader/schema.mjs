import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { findBooks, updateAuthorName } from './db.mjs';

const Author = new GraphQLObjectType({
  name: 'Author',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    books: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Book))),
      resolve: (author, _args, { loaders }) => loaders.booksByAuthor.load(author.id),
    },
  }),
});

const Book = new GraphQLObjectType({
  name: 'Book',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    author: {
      type: Author,
      // Only asks for the author; the loader sends one query for all of them.
      resolve: (book, _args, { loaders }) => loaders.author.load(book.authorId),
    },
  }),
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
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      renameAuthor: {
        type: Author,
        args: {
          id: { type: new GraphQLNonNull(GraphQLID) },
          name: { type: new GraphQLNonNull(GraphQLString) },
        },
        async resolve(_source, { id, name }, { loaders }) {
          if (!(await loaders.author.load(id))) return null;
          const author = await updateAuthorName(id, name);
          // The loader still holds the old row; replace it so that later fields
          // of this request read the new name.
          loaders.author.clear(id).prime(id, author);
          return author;
        },
      },
    },
  }),
});
