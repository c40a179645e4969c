// Demo tokens only. A real application verifies a signed token (for example with express-jwt)
// or looks up a session, and never keeps secrets in its source code.
const usersByToken = new Map([['alice-token', { name: 'alice' }]]);

export function authenticate(req, res, next) {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  if (scheme === 'Bearer') {
    req.user = usersByToken.get(token);
  }
  next();
}
