import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { report: String }');
const rootValue = {
  report: async (args, context, info) => {
    // The operation's signal: the slow work stops when the operation is abandoned.
    await sleep(300, undefined, { signal: info.getAbortSignal() });
    console.log(JSON.stringify({ resolver: 'finished' }));
    return 'done';
  },
};

try {
  const result = await graphql({
    schema,
    source: '{ report }',
    rootValue,
    abortSignal: AbortSignal.timeout(100),
  });
  console.log(JSON.stringify({ response: result }));
} catch (error) {
  // Aborted: graphql() rejects, and nothing keeps running.
  console.log(JSON.stringify({ aborted: error.message }));
}
