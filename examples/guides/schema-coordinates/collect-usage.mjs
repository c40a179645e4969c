import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// Usage: node collect-usage.mjs <operation.graphql>...
// Counts how often the operations use each field, argument, input field, enum value and directive.
const usage = {};
const count = (coordinate) => {
  usage[coordinate] = (usage[coordinate] ?? 0) + 1;
};

for (const file of process.argv.slice(2)) {
  const document = parse(readFileSync(file, 'utf8'));
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: (node) => count(`${typeInfo.getParentType()}.${node.name.value}`),
      // Arguments, enum values and directives print as their coordinates.
      Argument: () => count(String(typeInfo.getArgument())),
      EnumValue: () => count(String(typeInfo.getEnumValue())),
      Directive: () => count(String(typeInfo.getDirective())),
      ObjectField: (node) =>
        count(`${getNamedType(typeInfo.getParentInputType())}.${node.name.value}`),
    }),
  );
}

const sorted = Object.fromEntries(
  Object.entries(usage).sort(([a], [b]) => a.localeCompare(b)),
);
console.log(JSON.stringify(sorted, null, 2));
