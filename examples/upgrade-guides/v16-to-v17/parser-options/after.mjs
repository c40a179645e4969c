import { parse } from 'graphql';

// Fragment arguments replace fragment variables: the same definition, plus arguments on
// spreads (...Avatar(size: 32)).
const document = parse(
  'fragment Avatar($size: Int = 64) on User { avatar(size: $size) }',
  {
    experimentalFragmentArguments: true,
  },
);
const [fragment] = document.definitions;

// Directives on directive definitions always parse.
const schemaDocument = parse(
  'directive @cost(weight: Int) @internal on FIELD_DEFINITION',
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
