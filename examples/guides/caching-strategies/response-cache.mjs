import { cachePolicy } from './cache-policy.mjs';

/**
 * graphql-http options that cache responses to GET requests: onOperation sets Cache-Control
 * from the schema's hints and keeps a copy of a public response; onSubscribe answers the
 * same URL from that copy until its max-age runs out, without parsing or executing anything.
 */
export function createResponseCache({ maxEntries = 1000, now = Date.now } = {}) {
  const responses = new Map(); // URL → { result, expires }
  // A response that another user may receive: a GET without credentials, in a header
  // or in a cookie. (Node.js gives header names in lower case, whatever the client sent.)
  const isShared = (req) =>
    req.method === 'GET' && !req.headers.authorization && !req.headers.cookie;

  return {
    onSubscribe(req) {
      const cached = isShared(req) && responses.get(req.url);
      if (!cached) return undefined;
      const seconds = Math.ceil((cached.expires - now()) / 1000);
      if (seconds <= 0) {
        responses.delete(req.url);
        return undefined;
      }
      req.context.res.setHeader('cache-control', `public, max-age=${seconds}`);
      return cached.result;
    },

    onOperation(req, args, result) {
      const { maxAge, scope } = cachePolicy(args.schema, args.document);
      // Anything else keeps the default: no-store.
      if (req.method !== 'GET' || result.errors || maxAge === 0) return undefined;
      // A response to a request with credentials may differ by user, whatever the hints say.
      const visibility = scope === 'PUBLIC' && isShared(req) ? 'public' : 'private';
      req.context.res.setHeader('cache-control', `${visibility}, max-age=${maxAge}`);
      if (visibility === 'public') {
        if (responses.size === maxEntries)
          responses.delete(responses.keys().next().value);
        responses.set(req.url, { result, expires: now() + maxAge * 1000 });
      }
      return undefined;
    },
  };
}
