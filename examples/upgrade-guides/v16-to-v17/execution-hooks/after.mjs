import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, execute, parse } from 'graphql';

const schema = buildSchema('type Query { report: String, total: Int! }');
const rootValue = {
  report: () => sleep(50).then(() => 'ready'),
  total: () => {
    throw new Error('ledger unavailable');
  },
};

// graphql tracks the work it started, and says when all of it has settled.
const result = await execute({
  schema,
  document: parse('{ report total }'),
  rootValue,
  hooks: {
    asyncWorkFinished: () => console.log(JSON.stringify({ connection: 'released' })),
  },
});
console.log(JSON.stringify({ response: result.data }));
