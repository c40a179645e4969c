import { GraphQLError } from 'graphql';

// A global ID joins the type's name and the object's own key, so that one field can find an object
// of any type. Base64 tells clients the value is the server's: they receive IDs and send them back,
// they never build or read them. (btoa and atob exist in Node.js and in browsers alike.)
export function toGlobalId(typeName, key) {
  return btoa(`${typeName}:${key}`);
}

export function fromGlobalId(globalId) {
  let decoded = '';
  try {
    decoded = atob(globalId);
  } catch {
    // Not base64 at all: reported below like any other malformed ID.
  }
  const colon = decoded.indexOf(':');
  if (colon < 1) {
    throw new GraphQLError(`Invalid ID "${globalId}".`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return { typeName: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}
