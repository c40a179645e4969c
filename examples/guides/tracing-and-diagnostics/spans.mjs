import { readFile } from 'node:fs/promises';
import { graphql } from 'graphql';
import { schema } from './schema.mjs';
import { runInTrace, startTracing } from './tracer.mjs';

const spans = [];
const stopTracing = startTracing((span) => spans.push(span));

const source = await readFile(new URL('./query.graphql', import.meta.url), 'utf8');
await runInTrace('trace-1', () => graphql({ schema, source }));
stopTracing();

console.log(JSON.stringify(spans, null, 2));
