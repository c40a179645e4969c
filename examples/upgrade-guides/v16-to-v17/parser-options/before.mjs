import { parse } from 'graphql';

// A build step reading client documents whose fragments declare variables, a syntax
// outside the GraphQL specification.
const document = parse(
  'fragment Avatar($size: Int = 64) on User { avatar(size: $size) }',
  {
    allowLegacyFragmentVariables: true,
  },
);
const [fragment] = document.definitions;

// Directives on a directive definition, another experimental syntax.
const schemaDocument = parse(
  'directive @cost(weight: Int) @internal on FIELD_DEFINITION',
  {
    experimentalDirectivesOnDirectiveDefinitions: true,
  },
);
const [directive] = schemaDocument.definitions;

console.log(
  JSON.stringify({
    fragment: fragment.name.value,
    variables: fragment.variableDefinitions.map((node) => node.variable.name.value),
    directive: directive.name.value,
    appliedToIt: directive.directives.map((node) => node.name.value),
  }),
);
