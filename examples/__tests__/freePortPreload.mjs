import net from 'node:net';

// Loaded with `node --import` so tests can run a page's server.mjs unchanged: the fixed port 4000
// becomes a free one, and the real port is reported on stderr for the test to read.
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (args[0] === 4000) args[0] = 0;
  this.once('listening', () =>
    process.stderr.write(`listening on port ${this.address().port}\n`),
  );
  return listen.apply(this, args);
};
