import {
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { books } from './library.mjs';

const Book = new GraphQLObjectType({
  name: 'Book',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    author: { type: new GraphQLNonNull(GraphQLString) },
    shelfMark: {
      type: GraphQLString,
      description: 'Where the book stands in the library. Staff only.',
      resolve: (book, args, context) => {
        if (context?.viewer?.role !== 'staff') {
          throw new GraphQLError('Only staff can see shelf marks.', {
            extensions: { code: 'FORBIDDEN' },
          });
        }
        return book.shelfMark;
      },
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
        resolve: (source, { id }) => books.find((book) => book.id === id),
      },
      books: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Book))),
        args: { first: { type: GraphQLInt, default: { value: 2 } } },
        resolve: (source, { first }) => books.slice(0, first),
      },
    },
  }),
});
