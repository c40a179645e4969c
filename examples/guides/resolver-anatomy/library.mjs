// The application's data access. Resolvers reach it through their arguments, never the
// other way round, so tests can hand them a different one.
const books = [
  {
    id: '1',
    title: 'Kindred',
    author: 'Octavia E. Butler',
    text: 'I lost an arm on my last trip home.',
  },
  { id: '2', title: 'Dawn', author: 'Octavia E. Butler', text: 'Alive! Still alive.' },
];

export const library = {
  findBook: (id) => books.find((book) => book.id === id),
  booksBy: (author) => books.filter((book) => book.author === author),
};
