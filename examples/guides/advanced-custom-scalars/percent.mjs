import { GraphQLScalarType, Kind } from 'graphql';

// The internal value is a number from 0 to 1; the external value a string such as "75%".
function parsePercent(text) {
  const digits = typeof text === 'string' ? /^(\d{1,3})%$/.exec(text)?.[1] : undefined;
  if (digits === undefined || Number(digits) > 100) {
    throw new TypeError('Percent must be a whole percentage from 0% to 100%');
  }
  return Number(digits) / 100;
}

export const GraphQLPercent = new GraphQLScalarType({
  name: 'Percent',
  description: 'A whole percentage, from "0%" to "100%".',
  coerceOutputValue(value) {
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
      throw new TypeError(`Percent cannot represent ${value}`);
    }
    return `${Math.round(value * 100)}%`;
  },
  coerceInputValue: parsePercent,
  coerceInputLiteral(node) {
    if (node.kind !== Kind.STRING) throw new TypeError('Percent must be a string');
    return parsePercent(node.value);
  },
  valueToLiteral(value) {
    parsePercent(value); // a value that is not a valid percentage has no literal
    return { kind: Kind.STRING, value };
  },
});
