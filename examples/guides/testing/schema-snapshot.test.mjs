import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  BreakingChangeType,
  buildSchema,
  DangerousChangeType,
  findSchemaChanges,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { schema } from './schema.mjs';

// What a reviewer wants to know first about a change: whether it can break clients.
function kindOf(change) {
  if (change.type in BreakingChangeType) return 'breaking';
  if (change.type in DangerousChangeType) return 'dangerous';
  return 'safe';
}

test('schema.graphql matches the schema the code builds', async () => {
  const committed = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');
  const current = `${printSchema(lexicographicSortSchema(schema))}\n`;
  if (current === committed) return;

  const changes = findSchemaChanges(buildSchema(committed), schema).map(
    (change) => `${kindOf(change)}: ${change.description}`,
  );
  assert.fail(
    [
      'The schema changed. Run `node update-schema-snapshot.mjs` and commit schema.graphql.',
      ...changes,
    ].join('\n'),
  );
});
