import { buildSchema, resolveSchemaCoordinate } from 'graphql';

const schema = buildSchema(`
  type Query { me: User }
  type User { "Display name." name("Full or short." format: NameFormat = FULL): String }
  enum NameFormat { FULL "First name only." SHORT }
`);

// resolveSchemaCoordinate() finds the element a coordinate names; its kind says under which key.
function describe(coordinate) {
  const resolved = resolveSchemaCoordinate(schema, coordinate);
  const element = {
    NamedType: resolved.type,
    Field: resolved.field,
    FieldArgument: resolved.fieldArgument,
    InputField: resolved.inputField,
    EnumValue: resolved.enumValue,
    Directive: resolved.directive,
    DirectiveArgument: resolved.directiveArgument,
  }[resolved.kind];
  return element.description;
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
