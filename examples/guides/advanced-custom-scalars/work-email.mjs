import { GraphQLScalarType, Kind } from 'graphql';
import { GraphQLEmailAddress } from 'graphql-scalars';

const domain = 'example.com';

// Any address that graphql-scalars' EmailAddress accepts, as long as it is at our domain.
function toWorkEmail(value) {
  let email;
  try {
    email = GraphQLEmailAddress.coerceInputValue(value);
  } catch (error) {
    // graphql-scalars throws GraphQLErrors, which GraphQL.js passes on as they are. A plain
    // error gets the type, the value and, for a literal, the location added to its message.
    throw new TypeError(error.message);
  }
  if (!email.endsWith(`@${domain}`)) {
    throw new TypeError(`WorkEmail must be an address at ${domain}`);
  }
  return email;
}

export const GraphQLWorkEmail = new GraphQLScalarType({
  name: 'WorkEmail',
  description: `An email address at ${domain}.`,
  specifiedByURL: GraphQLEmailAddress.specifiedByURL,
  coerceOutputValue: toWorkEmail,
  coerceInputValue: toWorkEmail,
  coerceInputLiteral(node) {
    if (node.kind !== Kind.STRING) throw new TypeError('WorkEmail must be a string');
    return toWorkEmail(node.value);
  },
  valueToLiteral: (value) => ({ kind: Kind.STRING, value: toWorkEmail(value) }),
});
