import { parse } from 'graphql';

const document = parse(`
  query Products { products { name } }
  query Product($id: ID!) @cached { product(id: $id) { name } }
`);

// A summary of each operation for an allow-list, read from the AST.
for (const operation of document.definitions) {
  console.log(
    JSON.stringify({
      name: operation.name.value,
      variables: operation.variableDefinitions.map((node) => node.variable.name.value),
      directives: operation.directives.map((node) => node.name.value),
    }),
  );
}
