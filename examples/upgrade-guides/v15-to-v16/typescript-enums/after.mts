import {
  Kind,
  OperationTypeNode,
  print,
  type DocumentNode,
  type FieldNode,
} from 'graphql';

// Each kind is a member of an enum; the same strings at run time.
const field: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'me' } };
const document: DocumentNode = {
  kind: Kind.DOCUMENT,
  definitions: [
    {
      kind: Kind.OPERATION_DEFINITION,
      operation: OperationTypeNode.QUERY,
      selectionSet: { kind: Kind.SELECTION_SET, selections: [field] },
    },
  ],
};

console.log(JSON.stringify({ printed: print(document).trim() }));
