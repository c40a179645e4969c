import { GraphQLError } from 'graphql';

// A cursor names a post by its id. Base64 makes it opaque: clients pass it back unchanged
// instead of building their own, so the format can change later without breaking them.
// (btoa and atob exist in Node.js and in browsers alike.)
export function toCursor(post) {
  return btoa(`post:${post.id}`);
}

export function fromCursor(cursor) {
  let decoded;
  try {
    decoded = atob(cursor);
  } catch {
    decoded = '';
  }
  const match = /^post:(\d+)$/.exec(decoded);
  if (!match) {
    throw new GraphQLError(`Invalid cursor "${cursor}".`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return Number(match[1]);
}
