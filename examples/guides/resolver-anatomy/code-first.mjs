import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

const Author = new GraphQLObjectType({
  name: 'Author',
  // A thunk, because Author and Book refer to each other.
  fields: () => ({
    // No resolver: the default one returns `author.name`.
    name: { type: new GraphQLNonNull(GraphQLString) },
    books: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Book))),
      resolve: (author, args, { library }) => library.booksBy(author.name),
    },
  }),
});

const Book = new GraphQLObjectType({
  name: 'Book',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    author: {
      type: new GraphQLNonNull(Author),
      // `book` is the row Query.book returned: each resolver's result is the next one's source.
      resolve: (book) => ({ name: book.author }),
    },
    excerpt: {
      type: new GraphQLNonNull(GraphQLString),
      args: { length: { type: GraphQLInt, default: { value: 20 } } },
      resolve: (book, { length }) =>
        book.text.length <= length ? book.text : `${book.text.slice(0, length)}…`,
    },
  }),
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      book: {
        type: Book,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (source, { id }, { library }) => library.findBook(id),
      },
    },
  }),
});
