import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { rootValue, schema } from './profile.mjs';

// Usage: node run.mjs <operation.graphql>
const source = readFileSync(process.argv[2], 'utf8');
console.log(JSON.stringify(await graphql({ schema, rootValue, source }), null, 2));
