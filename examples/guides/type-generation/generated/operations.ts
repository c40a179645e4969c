/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Genre =
  | 'FANTASY'
  | 'SCIENCE_FICTION';

export type BookQueryVariables = Exact<{
  id: string | number;
}>;


export type BookQuery = { book: { title: string, author: { name: string } | null } | null };

export type BooksByGenreQueryVariables = Exact<{
  genre?: Genre | null | undefined;
}>;


export type BooksByGenreQuery = { books: Array<{ id: string, title: string, genre: Genre }> };
