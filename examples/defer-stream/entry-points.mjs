import { execute, executeSync, graphql, graphqlSync, parse } from 'graphql';
import { rootValue, schema } from './schema.mjs';

const plain = '{ product { name } }';
const deferred = '{ product { id ... @defer { name } } }';

// Tells apart the three ways a call can end: returning, throwing, or returning a promise
// that resolves or rejects.
async function outcome(call) {
  let value;
  try {
    value = call();
  } catch (error) {
    return { threw: error.message };
  }
  if (!(value instanceof Promise)) return { returned: value };
  try {
    return { resolved: await value };
  } catch (error) {
    return { rejected: error.message };
  }
}

const document = parse(plain);
const outcomes = {
  execute: await outcome(() => execute({ schema, document, rootValue })),
  graphql: await outcome(() => graphql({ schema, source: plain, rootValue })),
  graphqlSync: await outcome(() => graphqlSync({ schema, source: plain, rootValue })),
  executeSync: await outcome(() => executeSync({ schema, document, rootValue })),
  'executeSync with @defer': await outcome(() =>
    executeSync({ schema, document: parse(deferred), rootValue }),
  ),
};
console.log(JSON.stringify(outcomes, null, 2));
