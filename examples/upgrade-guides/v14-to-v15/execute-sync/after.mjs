import { buildSchema, executeSync, parse } from 'graphql';

const schema = buildSchema('type Query { version: String }');

// executeSync() returns the result, and throws if a resolver returned a promise.
function versionOf(rootValue) {
  return executeSync({ schema, document: parse('{ version }'), rootValue }).data.version;
}

console.log(JSON.stringify({ version: versionOf({ version: '1.2.0' }) }));
