// An in-memory stand-in for a database. Each exported function is one round trip,
// and records the SQL it stands for in queryLog, so you can count them.
export const queryLog = [];

const authors = [
  { id: '1', name: 'Ursula K. Le Guin' },
  { id: '2', name: 'Octavia E. Butler' },
  { id: '3', name: 'Iain M. Banks' },
];

const books = [
  { id: '1', title: 'The Dispossessed', authorId: '1' },
  { id: '2', title: 'Kindred', authorId: '2' },
  { id: '3', title: 'A Wizard of Earthsea', authorId: '1' },
  { id: '4', title: 'The Player of Games', authorId: '3' },
  { id: '5', title: 'Untitled Manuscript', authorId: '9' },
];

const copy = (row) => ({ ...row });

export async function findBooks() {
  queryLog.push('SELECT * FROM books');
  return books.map(copy);
}

export async function findAuthorById(id) {
  queryLog.push(`SELECT * FROM authors WHERE id = ${id}`);
  return authors.filter((author) => author.id === id).map(copy)[0] ?? null;
}

export async function findBooksByAuthorIds(authorIds) {
  queryLog.push(`SELECT * FROM books WHERE author_id IN (${authorIds.join(', ')})`);
  return books.filter((book) => authorIds.includes(book.authorId)).map(copy);
}

// Like a real database, it returns rows in its own order (here, by name) and
// simply leaves out ids it does not know.
export async function findAuthorsByIds(ids) {
  queryLog.push(`SELECT * FROM authors WHERE id IN (${ids.join(', ')}) ORDER BY name`);
  return authors
    .filter((author) => ids.includes(author.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(copy);
}

export async function updateAuthorName(id, name) {
  queryLog.push(`UPDATE authors SET name = '${name}' WHERE id = ${id}`);
  const author = authors.find((row) => row.id === id);
  author.name = name;
  return copy(author);
}
