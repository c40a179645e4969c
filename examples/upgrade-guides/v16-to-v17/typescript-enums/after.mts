import { DirectiveLocation, Kind, OperationTypeNode, TokenKind } from 'graphql';

// Each constant has a type of the same name: the union of its values, strings included.
const locations: DirectiveLocation[] = [DirectiveLocation.FIELD, 'FRAGMENT_SPREAD'];
const kinds: Kind[] = [Kind.FIELD, Kind.FRAGMENT_SPREAD];
// Kind is a namespace: its members are still types.
const field: Kind.FIELD = Kind.FIELD;

// One value as a type: `typeof` the member.
function isMutation(
  operation: OperationTypeNode,
): operation is typeof OperationTypeNode.MUTATION {
  return operation === OperationTypeNode.MUTATION;
}
const closing: typeof TokenKind.BRACE_R = TokenKind.BRACE_R;

console.log(
  JSON.stringify({
    locations,
    kinds,
    field,
    mutation: isMutation(OperationTypeNode.MUTATION),
    closing,
  }),
);
