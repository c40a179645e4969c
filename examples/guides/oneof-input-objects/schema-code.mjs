import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { findBook } from './library.mjs';

const ShelfPosition = new GraphQLInputObjectType({
  name: 'ShelfPosition',
  description: 'Where a book stands in the library.',
  fields: {
    room: { type: new GraphQLNonNull(GraphQLString) },
    shelf: { type: new GraphQLNonNull(GraphQLInt) },
    slot: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

const BookBy = new GraphQLInputObjectType({
  name: 'BookBy',
  description:
    'One way to find a book. Exactly one field must be set, and it must not be null.',
  isOneOf: true,
  fields: {
    id: { type: GraphQLID },
    isbn: { type: GraphQLString },
    shelf: { type: ShelfPosition },
  },
});

const Book = new GraphQLObjectType({
  name: 'Book',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    isbn: { type: new GraphQLNonNull(GraphQLString) },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      book: {
        type: Book,
        args: { by: { type: new GraphQLNonNull(BookBy) } },
        resolve: (_source, { by }) => findBook(by),
      },
    },
  }),
});
