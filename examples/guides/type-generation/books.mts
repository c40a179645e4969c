import { bookQuery, booksByGenreQuery } from './operations.mjs';
import { runOperation } from './run-operation.mjs';

const { data } = await runOperation(bookQuery, { id: '1' });
// TypeScript knows the shape: book can be null, and so can its author.
const author: string = data?.book?.author?.name ?? 'unknown';

const shelf = await runOperation(booksByGenreQuery, { genre: 'SCIENCE_FICTION' });
const titles = shelf.data?.books.map((book) => book.title) ?? [];

console.log(JSON.stringify({ author, titles }));
