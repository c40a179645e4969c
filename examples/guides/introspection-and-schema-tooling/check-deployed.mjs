import { readFileSync } from 'node:fs';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';
import { fetchSchema } from './introspect.mjs';

// Usage: GRAPHQL_URL=<the deployed API> node check-deployed.mjs <new schema.graphql>
const endpoint = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const deployed = await fetchSchema(endpoint);
const proposed = buildSchema(readFileSync(process.argv[2], 'utf8'));

const report = {
  breaking: findBreakingChanges(deployed, proposed).map((change) => change.description),
  dangerous: findDangerousChanges(deployed, proposed).map((change) => change.description),
};
console.log(JSON.stringify(report, null, 2));

// A breaking change fails the job; a dangerous one is for the reviewer to judge.
if (report.breaking.length > 0) process.exitCode = 1;
