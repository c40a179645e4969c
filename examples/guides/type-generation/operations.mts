import { readFileSync } from 'node:fs';
import { parse, type TypedQueryDocumentNode } from 'graphql';
import type {
  BookQuery,
  BookQueryVariables,
  BooksByGenreQuery,
  BooksByGenreQueryVariables,
} from './generated/operations.js';

// parse() returns a plain DocumentNode; the generated types say what it returns.
function load<TData, TVariables>(file: string) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return parse(source) as TypedQueryDocumentNode<TData, TVariables>;
}

export const bookQuery = load<BookQuery, BookQueryVariables>('operations/book.graphql');
export const booksByGenreQuery = load<BooksByGenreQuery, BooksByGenreQueryVariables>(
  'operations/books-by-genre.graphql',
);
