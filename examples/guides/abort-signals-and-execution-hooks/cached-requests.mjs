import { graphql } from 'graphql';
import { createCachingHarness } from './document-cache.mjs';
import { rootValue, schema } from './shop.mjs';

const harness = createCachingHarness();
const requests = [
  '{ order(id: "1") { status } }',
  '{ order(id: "1") { status } }',
  '{ order(id: "1") { total } }',
  '{ order(id: "1") { total } }',
  '{ order(id: "1") { status } }',
];

const results = [];
for (const source of requests) {
  results.push(await graphql({ schema, rootValue, source, harness }));
}
console.log(JSON.stringify({ results, stats: harness.stats }, null, 2));
