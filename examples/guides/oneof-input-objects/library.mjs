import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const books = [
  { id: '1', title: 'The Quiet Orchard', isbn: '978-1-4028-9462-6', place: 'A-3-12' },
  { id: '2', title: 'Maps of the Inner Sea', isbn: '978-0-306-40615-7', place: 'B-1-4' },
];

// One finder for each field of BookBy.
const findBy = {
  id: (id) => books.find((book) => book.id === id),
  isbn: (isbn) => books.find((book) => book.isbn === isbn),
  shelf: ({ room, shelf, slot }) =>
    books.find((book) => book.place === `${room}-${shelf}-${slot}`),
};

export function findBook(by) {
  // @oneOf guarantees exactly one entry, and a value that is not null.
  const [[field, value]] = Object.entries(by);
  return findBy[field](value) ?? null;
}

export const rootValue = {
  book: ({ by }) => findBook(by),
};
