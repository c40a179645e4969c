import { parse } from 'graphql';

const document = parse(`
  query Products { products { name } }
  query Product($id: ID!) @cached { product(id: $id) { name } }
`);

// An operation without variables or directives has no list at all: default to an empty one.
for (const operation of document.definitions) {
  const variables = operation.variableDefinitions ?? [];
  const directives = operation.directives ?? [];
  console.log(
    JSON.stringify({
      name: operation.name.value,
      variables: variables.map((node) => node.variable.name.value),
      directives: directives.map((node) => node.name.value),
    }),
  );
}
