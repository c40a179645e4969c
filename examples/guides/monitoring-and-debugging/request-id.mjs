import { randomUUID } from 'node:crypto';

// Accept an id from a proxy or a client only if it looks like one, so that
// nobody can write arbitrary text into the logs.
const acceptable = /^[\w-]{1,64}$/;

export function requestId(req, res, next) {
  const sent = req.get('x-request-id');
  req.id = sent && acceptable.test(sent) ? sent : randomUUID();
  res.set('x-request-id', req.id);
  next();
}
