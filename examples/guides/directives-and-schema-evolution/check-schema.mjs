import { readFile } from 'node:fs/promises';
import {
  BreakingChangeType,
  buildSchema,
  DangerousChangeType,
  findSchemaChanges,
} from 'graphql';

// Usage: node check-schema.mjs <committed.graphql> <new.graphql>
const [committedFile, newFile] = process.argv.slice(2);
const load = async (file) => buildSchema(await readFile(file, 'utf8'));
const changes = findSchemaChanges(await load(committedFile), await load(newFile));

const breaking = changes.filter((change) => change.type in BreakingChangeType);
const dangerous = changes.filter((change) => change.type in DangerousChangeType);
const safe = changes.filter(
  (change) => !breaking.includes(change) && !dangerous.includes(change),
);
console.log(JSON.stringify({ breaking, dangerous, safe }, null, 2));

// Breaking changes fail the build; dangerous ones are left for a reviewer to judge.
if (breaking.length > 0) process.exitCode = 1;
