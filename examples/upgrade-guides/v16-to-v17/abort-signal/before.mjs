import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { report: String }');
const rootValue = {
  report: async () => {
    await sleep(300); // a slow query to a reporting database
    console.log(JSON.stringify({ resolver: 'finished' }));
    return 'done';
  },
};

// Answer after 100 ms at most. The response goes, but the resolver keeps working.
const timedOut = sleep(100).then(() => ({ errors: [{ message: 'Timed out' }] }));
const result = await Promise.race([
  graphql({ schema, source: '{ report }', rootValue }),
  timedOut,
]);
console.log(JSON.stringify({ response: result }));
