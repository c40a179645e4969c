import { parse } from 'graphql';

// The same syntax, under the option's new name.
const document = parse(
  'fragment Avatar($size: Int = 64) on User { avatar(size: $size) }',
  {
    allowLegacyFragmentVariables: true,
  },
);

const [fragment] = document.definitions;
console.log(
  JSON.stringify({
    variables: fragment.variableDefinitions.map((v) => v.variable.name.value),
  }),
);
