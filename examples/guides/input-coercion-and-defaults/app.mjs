import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLError } from 'graphql';

export const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

const books = new Map([
  ['1', { id: '1', title: 'Kindred', subtitle: 'A Novel', year: 1979 }],
  ['2', { id: '2', title: 'Parable of the Sower', subtitle: null, year: 1993 }],
  ['3', { id: '3', title: 'Dawn', subtitle: 'Xenogenesis I', year: 1987 }],
]);

export const rootValue = {
  books({ ids, first }) {
    const selected = ids
      ? ids.map((id) => books.get(id)).filter(Boolean)
      : [...books.values()];
    return selected.slice(0, first);
  },

  updateBook({ id, changes }) {
    const book = books.get(id);
    if (!book) return null;
    // A field the client left out is not a key of `changes`, so Object.assign leaves it as
    // it is. A field the client set to null is a key with the value null, which clears it.
    if (changes.title === null) {
      throw new GraphQLError('A book needs a title.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    Object.assign(book, changes);
    return book;
  },
};
