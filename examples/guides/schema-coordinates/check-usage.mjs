import { readFileSync } from 'node:fs';
import { buildSchema, resolveSchemaCoordinate } from 'graphql';

const schema = buildSchema(
  readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
);

// Usage: node check-usage.mjs <usage.json>
// Lists the used coordinates that are deprecated, and those the schema no longer has.
const usage = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const deprecated = [];
const unknown = [];

for (const [coordinate, count] of Object.entries(usage)) {
  let resolved;
  try {
    resolved = resolveSchemaCoordinate(schema, coordinate);
  } catch {
    // The type, field or directive that should contain it is gone.
  }
  if (resolved === undefined) {
    unknown.push(coordinate);
    continue;
  }
  const element =
    resolved.field ?? resolved.fieldArgument ?? resolved.inputField ?? resolved.enumValue;
  if (element?.deprecationReason != null) {
    deprecated.push({ coordinate, count, reason: element.deprecationReason });
  }
}
console.log(JSON.stringify({ deprecated, unknown }, null, 2));
