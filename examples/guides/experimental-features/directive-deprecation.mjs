import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  graphqlSync,
} from 'graphql';

const schema = buildSchema(
  readFileSync(new URL('./directives.graphql', import.meta.url), 'utf8'),
);

// What a tool learns about the schema from an introspection query.
function introspect(options) {
  const { data } = graphqlSync({ schema, source: getIntrospectionQuery(options) });
  return buildClientSchema(data);
}
const byDefault = introspect();
const withDeprecatedDirectives = introspect({ experimentalDirectiveDeprecation: true });

console.log(
  JSON.stringify(
    {
      reasonInSchema: schema.getDirective('dateFormat').deprecationReason,
      listedByDefault: byDefault.getDirective('dateFormat') !== undefined,
      reasonWithOption:
        withDeprecatedDirectives.getDirective('dateFormat').deprecationReason,
    },
    null,
    2,
  ),
);
