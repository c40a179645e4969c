import { userForToken } from './db.mjs';
import { createLoaders } from './loaders.mjs';

/** Everything a request's resolvers may know about it: who asks, and its own loaders. */
export function createContext(viewer) {
  return { viewer, loaders: createLoaders() };
}

/** The viewer of an HTTP request, from its `Authorization: Bearer <token>` header. */
export function viewerFor(authorization = '') {
  const [scheme, token] = authorization.split(' ');
  return scheme === 'Bearer' ? userForToken(token) : null;
}
