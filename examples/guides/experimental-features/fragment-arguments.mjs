import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { rootValue, schema } from './team.mjs';

const source = readFileSync(new URL('./team.graphql', import.meta.url), 'utf8');

const result = await graphql({
  schema,
  rootValue,
  source,
  // A parse option: graphql() passes it on to parse().
  experimentalFragmentArguments: true,
});

console.log(JSON.stringify(result, null, 2));
