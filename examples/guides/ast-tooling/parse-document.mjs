import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

const text = readFileSync(new URL('./book-page.graphql', import.meta.url), 'utf8');
const document = parse(text);

const [operation, fragment] = document.definitions;
const book = operation.selectionSet.selections[0];

console.log(
  JSON.stringify(
    {
      definitions: document.definitions.map((node) => `${node.kind} ${node.name.value}`),
      operation: {
        operation: operation.operation,
        variables: operation.variableDefinitions.map((node) => node.variable.name.value),
      },
      firstField: {
        kind: book.kind,
        name: book.name.value,
        arguments: book.arguments.map(
          (node) => `${node.name.value}: $${node.value.name.value}`,
        ),
        selections: book.selectionSet.selections.map((node) =>
          node.alias ? `${node.alias.value}: ${node.name.value}` : node.name.value,
        ),
        // Offsets into the text: where `book(id: $id) { ... }` starts and ends.
        loc: { start: book.loc.start, end: book.loc.end },
      },
      fragmentOn: fragment.typeCondition.name.value,
      withoutLocations: parse(text, { noLocation: true }).loc === undefined,
    },
    null,
    2,
  ),
);
