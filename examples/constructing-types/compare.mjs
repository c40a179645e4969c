import { readFile } from 'node:fs/promises';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.mjs';

const sdl = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');

// Sorting first makes the comparison ignore the order in which the types were defined.
const normalized = (s) => printSchema(lexicographicSortSchema(s));

console.log(
  JSON.stringify({ sameSchema: normalized(buildSchema(sdl)) === normalized(schema) }),
);
