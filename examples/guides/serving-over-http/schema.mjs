import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const books = [
  { id: '1', title: 'Kindred', author: 'Octavia E. Butler' },
  { id: '2', title: 'The Dispossessed', author: 'Ursula K. Le Guin' },
];

export const rootValue = {
  book: ({ id }) => {
    const book = books.find((candidate) => candidate.id === id);
    if (!book) {
      throw new GraphQLError(`No book has the id ${id}.`, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return book;
  },
  books: () => books,
  addBook: ({ title, author }) => {
    const book = { id: String(books.length + 1), title, author };
    books.push(book);
    return book;
  },
};
