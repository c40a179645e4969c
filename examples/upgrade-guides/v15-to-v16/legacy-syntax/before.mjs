import { parse } from 'graphql';

// Variables declared on a fragment: a proposal graphql-js parsed on request.
const document = parse(
  'fragment Avatar($size: Int = 64) on User { avatar(size: $size) }',
  {
    experimentalFragmentVariables: true,
  },
);

const [fragment] = document.definitions;
console.log(
  JSON.stringify({
    variables: fragment.variableDefinitions.map((v) => v.variable.name.value),
  }),
);
