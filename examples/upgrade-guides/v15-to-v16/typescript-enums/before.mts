import { print, type DocumentNode, type FieldNode } from 'graphql';

// A document built in code, as a code generator does: each node names its kind with a string.
const field: FieldNode = { kind: 'Field', name: { kind: 'Name', value: 'me' } };
const document: DocumentNode = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      selectionSet: { kind: 'SelectionSet', selections: [field] },
    },
  ],
};

console.log(JSON.stringify({ printed: print(document).trim() }));
