import net from 'node:net';
import { register } from 'node:module';
import * as graphql from 'graphql';
import {
  GRAPHQL_PACKAGE_ENV,
  recordGraphQLRuns,
  RUNS_DIR_ENV,
  RUNS_TEST_ENV,
  writeRun,
} from './runs.mjs';

// Loaded with `--import` (through NODE_OPTIONS) into every Node.js process a sample test starts:
// scripts, servers, and shell commands from the pages. The samples themselves run unchanged.

// Samples listen on port 4000, as the pages say. Tests need a free port instead (or, with
// SAMPLE_PORT_4000, a port of their choosing), and read the real one from stderr.
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (args[0] === 4000) {
    args[0] = Number(process.env.SAMPLE_PORT_4000 ?? 0);
    this.once('listening', () =>
      process.stderr.write(`listening on port ${this.address().port}\n`),
    );
  }
  return listen.apply(this, args);
};

const dir = process.env[RUNS_DIR_ENV];
const test = process.env[RUNS_TEST_ENV];
if (dir && test) {
  const graphqlPackage = process.env[GRAPHQL_PACKAGE_ENV];
  register('./moduleHooks.mjs', import.meta.url, { data: { dir, test, graphqlPackage } });
  const recordSchemas = recordGraphQLRuns(
    (kind, value) => writeRun(dir, { test, kind, value }),
    graphql,
  );
  // The schemas are printed as the process ends: when it exits, or when a test stops a server
  // (the signal is raised again, so the process still ends as it would have).
  process.once('exit', recordSchemas);
  process.once('SIGTERM', () => {
    recordSchemas();
    process.kill(process.pid, 'SIGTERM');
  });
}
