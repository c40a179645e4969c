import { buildSchema, execute, parse } from 'graphql';

const schema = buildSchema('type Query { version: String }');

// A result needed right away, in a constructor or a synchronous callback.
function versionOf(rootValue) {
  const result = execute({ schema, document: parse('{ version }'), rootValue });
  if (typeof result.then === 'function')
    throw new Error('A resolver returned a promise.');
  return result.data.version;
}

console.log(JSON.stringify({ version: versionOf({ version: '1.2.0' }) }));
