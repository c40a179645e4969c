import { posts, users } from './data.mjs';
import { fromGlobalId, toGlobalId } from './globalId.mjs';

// How to load each type that implements Node, by its own key. A Map rather than an object
// literal: an ID that decodes to "constructor:1" or "__proto__:1" must find no loader, not a
// property that every object inherits.
const loaders = new Map([
  ['User', (key) => users.get(key)],
  ['Post', (key) => posts.get(key)],
]);

// The object graphql-js resolves: the row, its global ID in place of the table's key, and
// __typename, from which graphql-js tells which type implementing Node it is.
function asNode(typeName, row) {
  return { ...row, id: toGlobalId(typeName, row.id), __typename: typeName };
}

export function loadNode(globalId) {
  const { typeName, key } = fromGlobalId(globalId);
  const row = loaders.get(typeName)?.(key);
  return row ? asNode(typeName, row) : null;
}
