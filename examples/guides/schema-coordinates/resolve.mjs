import { readFileSync } from 'node:fs';
import { buildSchema, resolveSchemaCoordinate } from 'graphql';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// What a resolved element is: the result's `kind` says which properties it has.
function describe(resolved) {
  switch (resolved.kind) {
    case 'NamedType':
      return {
        kind: resolved.kind,
        fields: Object.keys(resolved.type.getFields?.() ?? {}),
      };
    case 'Field':
      return { kind: resolved.kind, type: String(resolved.field.type) };
    case 'FieldArgument':
      return { kind: resolved.kind, type: String(resolved.fieldArgument.type) };
    case 'InputField':
      return { kind: resolved.kind, type: String(resolved.inputField.type) };
    case 'EnumValue':
      return { kind: resolved.kind, value: resolved.enumValue.value };
    case 'Directive':
      return { kind: resolved.kind, locations: resolved.directive.locations };
    case 'DirectiveArgument':
      return { kind: resolved.kind, type: String(resolved.directiveArgument.type) };
  }
}

// Usage: node resolve.mjs <coordinate>...
const answers = process.argv.slice(2).map((coordinate) => {
  try {
    const resolved = resolveSchemaCoordinate(schema, coordinate);
    return { coordinate, ...(resolved ? describe(resolved) : { found: false }) };
  } catch (error) {
    return { coordinate, error: error.message };
  }
});
console.log(JSON.stringify(answers, null, 2));
