import {
  DirectiveLocation,
  type DirectiveLocationEnum,
  Kind,
  type KindEnum,
  OperationTypeNode,
  TokenKind,
} from 'graphql';

// The values of an enum, through the type of its object.
type Location = DirectiveLocationEnum[keyof DirectiveLocationEnum];
const locations: Location[] = [
  DirectiveLocation.FIELD,
  DirectiveLocation.FRAGMENT_SPREAD,
];
const kinds: Array<KindEnum[keyof KindEnum]> = [Kind.FIELD, Kind.FRAGMENT_SPREAD];
const field: Kind.FIELD = Kind.FIELD;

// A member of an enum used as a type.
function isMutation(
  operation: OperationTypeNode,
): operation is OperationTypeNode.MUTATION {
  return operation === OperationTypeNode.MUTATION;
}
const closing: TokenKind.BRACE_R = TokenKind.BRACE_R;

console.log(
  JSON.stringify({
    locations,
    kinds,
    field,
    mutation: isMutation(OperationTypeNode.MUTATION),
    closing,
  }),
);
