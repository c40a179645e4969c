import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { events, rootValue, schema } from './shop.mjs';

const source = readFileSync(new URL('./checkout.graphql', import.meta.url), 'utf8');

try {
  await graphql({ schema, rootValue, source, abortSignal: AbortSignal.timeout(50) });
} catch (error) {
  const abortedResult = await error.abortedResult;
  console.log(JSON.stringify({ message: error.message, abortedResult, events }, null, 2));
}
