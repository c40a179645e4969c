// Stands in for a database. Each exported function is one round trip, recorded in queryLog.
export const queryLog = [];

const users = [
  { id: '1', name: 'Alice', email: 'alice@example.com', role: 'USER' },
  { id: '2', name: 'Bob', email: 'bob@example.com', role: 'USER' },
  { id: '3', name: 'Carol', email: 'carol@example.com', role: 'ADMIN' },
];

const posts = [
  { id: '1', title: 'Hello, world', published: true, authorId: '1' },
  { id: '2', title: 'Plans for next year', published: false, authorId: '1' },
  { id: '3', title: 'Notes from the meetup', published: true, authorId: '2' },
];

// Demo sessions only: a real application verifies a signed token or looks up a session.
const sessions = new Map([
  ['alice-token', '1'],
  ['bob-token', '2'],
  ['carol-token', '3'],
]);

const copy = (rows) => rows.map((row) => ({ ...row }));

export async function findUsers(ids) {
  queryLog.push(`users ${ids.join(',')}`);
  return copy(users.filter((user) => ids.includes(user.id)));
}

export async function findPosts(ids) {
  queryLog.push(`posts ${ids.join(',')}`);
  return copy(posts.filter((post) => ids.includes(post.id)));
}

export async function allPosts() {
  queryLog.push('posts');
  return copy(posts);
}

export async function allUsers() {
  queryLog.push('users');
  return copy(users);
}

export async function updatePost(id, changes) {
  queryLog.push(`update post ${id}`);
  const post = posts.find((candidate) => candidate.id === id);
  Object.assign(post, changes);
  return { ...post };
}

/** The user a session token belongs to, as { id, role }, or null. */
export function userForToken(token) {
  const user = users.find((candidate) => candidate.id === sessions.get(token));
  return user ? { id: user.id, role: user.role } : null;
}
