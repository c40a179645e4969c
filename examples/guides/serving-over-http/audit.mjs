import { once } from 'node:events';
import { auditServer } from 'graphql-http';
import { app } from './app.mjs';

// Starts the app on a free port, runs graphql-http's audits against it, and stops it.
const server = app.listen(0);
await once(server, 'listening');
const results = await auditServer({
  url: `http://localhost:${server.address().port}/graphql`,
});
server.close();

const failed = results.filter((result) => result.status !== 'ok');
console.log(
  JSON.stringify({
    audits: results.length,
    passed: results.length - failed.length,
    failed: failed.map(({ status, name }) => ({ status, name })),
  }),
);
// `error` marks a MUST of the specification that the server breaks; `warn` and `notice`
// are a SHOULD and a MAY.
if (failed.some((result) => result.status === 'error')) process.exitCode = 1;
