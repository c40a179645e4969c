import { writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.mjs';

// Sorted, so moving a field or a type in the code does not show up as a change.
await writeFile(
  new URL('./schema.graphql', import.meta.url),
  `${printSchema(lexicographicSortSchema(schema))}\n`,
);
