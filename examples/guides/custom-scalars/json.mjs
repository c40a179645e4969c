import { GraphQLScalarType, Kind, print } from 'graphql';

// Accepts exactly what JSON can carry, and copies it, so that no class instance,
// undefined or NaN slips through to a resolver or into a response.
function toJsonValue(value) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new TypeError(`JSON cannot represent ${value}`);
  }
  if (Array.isArray(value)) {
    return value.map(toJsonValue);
  }
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, toJsonValue(item)]),
      );
    }
    throw new TypeError(`JSON cannot represent an instance of ${value.constructor.name}`);
  }
  throw new TypeError(`JSON cannot represent a value of type ${typeof value}`);
}

// GraphQL.js replaces variables inside the literal before calling this, so the
// node holds constants only.
function literalToJsonValue(node) {
  switch (node.kind) {
    case Kind.NULL:
      return null;
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literalToJsonValue);
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literalToJsonValue(field.value)]),
      );
    default:
      // An enum value such as RED: JSON has no such thing, so ask for a string.
      throw new TypeError(`JSON cannot represent ${print(node)}; use a string`);
  }
}

export const GraphQLJSON = new GraphQLScalarType({
  name: 'JSON',
  description:
    'Any JSON value: null, a boolean, a number, a string, a list or an object.',
  specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc8259',
  coerceOutputValue: toJsonValue,
  coerceInputValue: toJsonValue,
  coerceInputLiteral: literalToJsonValue,
});
