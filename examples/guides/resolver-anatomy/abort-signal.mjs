import { setTimeout as wait } from 'node:timers/promises';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    report: String
  }
`);

const report = {};
const rootValue = {
  async report(args, context, info) {
    try {
      // Stands in for a slow query or fetch: anything that accepts an AbortSignal.
      return await wait(5000, 'the report', { signal: info.getAbortSignal() });
    } catch (error) {
      report.resolverSaw = `${error.name}: ${error.message}`;
      throw error;
    }
  },
};

const started = performance.now();
try {
  // The caller gives up after 100 ms, as a server does when its client disconnects.
  await graphql({
    schema,
    source: '{ report }',
    rootValue,
    abortSignal: AbortSignal.timeout(100),
  });
} catch (error) {
  report.graphqlRejected = `${error.name}: ${error.message}`;
}

// Node emits 'beforeExit' once nothing is left to run: the 5-second wait did not outlive
// the operation.
process.once('beforeExit', () => {
  report.idleWithinASecond = performance.now() - started < 1000;
  console.log(JSON.stringify(report, null, 2));
});
