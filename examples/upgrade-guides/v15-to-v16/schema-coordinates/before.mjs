import { buildSchema } from 'graphql';

const schema = buildSchema(`
  type Query { me: User }
  type User { "Display name." name("Full or short." format: NameFormat = FULL): String }
  enum NameFormat { FULL "First name only." SHORT }
`);

// The description of an element named like User.name(format:), found by hand.
function describe(coordinate) {
  const [, typeName, memberName, argName] = /^(\w+)(?:\.(\w+)(?:\((\w+):\))?)?$/.exec(
    coordinate,
  );
  const type = schema.getType(typeName);
  if (!memberName) return type.description;
  const member = type.getFields?.()[memberName] ?? type.getValue?.(memberName);
  return argName
    ? member.args.find((arg) => arg.name === argName).description
    : member.description;
}

const coordinates = ['User.name', 'User.name(format:)', 'NameFormat.SHORT'];
console.log(
  JSON.stringify(
    Object.fromEntries(
      coordinates.map((coordinate) => [coordinate, describe(coordinate) ?? null]),
    ),
    null,
    2,
  ),
);
