import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { schema } from './schema.mjs';

test('schema.graphql matches the schema the code builds', async () => {
  const committed = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');
  const current = `${printSchema(lexicographicSortSchema(schema))}\n`;
  if (current === committed) return;

  // Say what kind of change this is, so the reviewer knows whether clients can break.
  const previous = buildSchema(committed);
  const changes = [
    ...findBreakingChanges(previous, schema).map(
      (change) => `breaking: ${change.description}`,
    ),
    ...findDangerousChanges(previous, schema).map(
      (change) => `dangerous: ${change.description}`,
    ),
  ];
  assert.fail(
    [
      'The schema changed. Run `node update-schema-snapshot.mjs` and commit schema.graphql.',
      ...changes,
    ].join('\n'),
  );
});
