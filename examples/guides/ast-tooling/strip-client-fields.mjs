import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit } from 'graphql';

const document = parse(
  readFileSync(new URL('./client-operation.graphql', import.meta.url), 'utf8'),
);

const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

// What the client sends: without the fields it resolves locally, and with __typename
// on every object so its cache can tell objects apart.
const forServer = visit(document, {
  Field(node) {
    if (node.directives?.some((directive) => directive.name.value === 'client')) {
      return null;
    }
  },
  SelectionSet: {
    leave(node, key, parent) {
      const isObjectField = parent.kind === Kind.FIELD;
      const hasTypename = node.selections.some(
        (selection) =>
          selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (isObjectField && !hasTypename) {
        return { ...node, selections: [...node.selections, typename] };
      }
    },
  },
});

console.log(print(forServer));
