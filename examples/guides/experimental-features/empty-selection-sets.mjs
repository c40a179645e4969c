import { graphql } from 'graphql';
import { rootValue, schema } from './team.mjs';

// Asks only whether there is a team: no field of Team is selected.
const source = '{ team { } }';

console.log(
  JSON.stringify(
    {
      byDefault: await graphql({ schema, rootValue, source }),
      withOptionOff: await graphql({
        schema,
        rootValue,
        source,
        allowEmptySelectionSets: false,
      }),
    },
    null,
    2,
  ),
);
