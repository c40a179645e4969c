import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, defaultFieldResolver, execute, parse } from 'graphql';

const schema = buildSchema('type Query { report: String, total: Int! }');
const rootValue = {
  report: () => sleep(50).then(() => 'ready'),
  total: () => {
    throw new Error('ledger unavailable');
  },
};

// The request's database connection may be released only once every resolver has
// settled. A failed non-null field ends the response earlier, so track the promises.
const pending = new Set();
const fieldResolver = (source, args, context, info) => {
  const value = defaultFieldResolver(source, args, context, info);
  if (value instanceof Promise) {
    pending.add(value);
    value.then(
      () => pending.delete(value),
      () => pending.delete(value),
    );
  }
  return value;
};

const result = await execute({
  schema,
  document: parse('{ report total }'),
  rootValue,
  fieldResolver,
});
console.log(JSON.stringify({ response: result.data }));
await Promise.allSettled([...pending]);
console.log(JSON.stringify({ connection: 'released' }));
