import { graphql } from './graphql.mjs';
import { runOperation } from './run-operation.mjs';

// No generated types per operation: TypeScript reads the query text itself.
const bookQuery = graphql(`
  query Book($id: ID!) {
    book(id: $id) {
      title
      author {
        name
      }
    }
  }
`);

const booksByGenreQuery = graphql(`
  query BooksByGenre($genre: Genre) {
    books(genre: $genre) {
      id
      title
      genre
    }
  }
`);

const { data } = await runOperation(bookQuery, { id: '1' });
const author: string = data?.book?.author?.name ?? 'unknown';

const shelf = await runOperation(booksByGenreQuery, { genre: 'SCIENCE_FICTION' });
const titles = shelf.data?.books.map((book) => book.title) ?? [];

console.log(JSON.stringify({ author, titles }));
