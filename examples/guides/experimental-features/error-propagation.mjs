import { readFileSync } from 'node:fs';
import { graphql } from 'graphql';
import { rootValue, schema } from './team.mjs';

const withDirective = readFileSync(
  new URL('./no-propagation.graphql', import.meta.url),
  'utf8',
);
// The same operation as most clients send it: without the directive.
const withoutDirective = withDirective.replace(
  ' @experimental_disableErrorPropagation',
  '',
);

const results = {};
for (const [name, source] of Object.entries({ withoutDirective, withDirective })) {
  results[name] = await graphql({ schema, rootValue, source });
}
console.log(JSON.stringify(results, null, 2));
