import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const authors = new Map([
  ['le-guin', { name: 'Ursula K. Le Guin', born: 1929 }],
  ['lem', { name: 'Stanisław Lem', born: 1921 }],
]);

const books = [
  { id: '1', title: 'A Wizard of Earthsea', genre: 'FANTASY', authorId: 'le-guin' },
  { id: '2', title: 'The Dispossessed', genre: 'SCIENCE_FICTION', authorId: 'le-guin' },
  { id: '3', title: 'Solaris', genre: 'SCIENCE_FICTION', authorId: 'lem' },
];

class Book {
  constructor(data) {
    Object.assign(this, data);
  }

  author() {
    return authors.get(this.authorId) ?? null;
  }
}

export const rootValue = {
  book: ({ id }) => {
    const data = books.find((book) => book.id === id);
    return data ? new Book(data) : null;
  },
  books: ({ genre }) =>
    books.filter((book) => !genre || book.genre === genre).map((data) => new Book(data)),
};
